import AccountApplication
import AccountDomain
import AccountTestHelpers
import CoreDomain
import Testing

@Suite("DefaultLoginUseCase")
struct DefaultLoginUseCaseTests {
    let service = MockAccountService(token: .mock, identity: .mock)
    let sessions = MockSessionRepository()

    func login(sessions: MockSessionRepository? = nil) -> some LoginUseCase {
        PopcornAccountFactory(
            service: service, sessions: sessions ?? self.sessions, bases: MockSyncBaseRepository(),
            library: MockLocalLibrary()
        ).makeLoginUseCase()
    }

    @Test("starting asks TMDb for a request token and returns it, with the page that approves it")
    func start() async throws {
        let token = try await login().start()

        #expect(token == RequestToken.mock)
        #expect(token.approvalURL == "https://www.themoviedb.org/authenticate/mock-request-token-51e0")
        #expect(sessions.saved == [])
    }

    @Test("finishing before the token is approved returns nil, and keeps nothing")
    func notApprovedYet() async throws {
        service.stubSessions([.success(nil)])

        let session = try await login().finish(.mock)

        #expect(session == nil)
        #expect(service.sessionCalls == 1)
        #expect(service.identityCalls == [])
        #expect(sessions.saved == [])
    }

    @Test("once approved, TMDb is asked whose the session is, and the session is kept")
    func approved() async throws {
        service.stubSessions([.success(nil), .success(SessionID.mock)])
        let useCase = login()

        let first = try await useCase.finish(.mock)
        let second = try await useCase.finish(.mock)

        #expect(first == nil)
        #expect(second == AccountSession.mock)
        #expect(second?.origin == .file)
        #expect(service.sessionCalls == 2)
        #expect(service.identityCalls == [SessionID.mock])
        #expect(sessions.saved == [AccountSession.mock])
    }

    @Test("a token TMDb refuses (expired or used) is said to have expired, and nothing is kept")
    func tokenExpired() async {
        service.stubSessions([.failure(.unauthorised("Session denied."))])

        await #expect(throws: AccountError.tokenExpired) {
            try await login().finish(.mock)
        }
        #expect(service.identityCalls == [])
        #expect(sessions.saved == [])
    }

    @Test("TMDb unreachable when finishing: the failure, with its cause, and nothing is kept")
    func finishUnreachable() async {
        service.stubSessions([.failure(.unreachable("timed out"))])

        await #expect(throws: AccountError.unknown(.unreachable("timed out"))) {
            try await login().finish(.mock)
        }
        #expect(sessions.saved == [])
    }

    @Test("TMDb failing to say whose the session is: nothing is kept")
    func identityFails() async {
        service.stubSessions([.success(SessionID.mock)])
        service.stubIdentity(error: .unreachable("timed out"))

        await #expect(throws: AccountError.unknown(.unreachable("timed out"))) {
            try await login().finish(.mock)
        }
        #expect(sessions.saved == [])
    }

    @Test("a session file that cannot be written: the session file's failure")
    func saveFails() async {
        service.stubSessions([.success(SessionID.mock)])
        let sessions = MockSessionRepository(error: .unwritable("the disk is full"))

        await #expect(throws: AccountError.sessionFile(.unwritable("the disk is full"))) {
            try await login(sessions: sessions).finish(.mock)
        }
        #expect(sessions.saved == [])
    }
}
