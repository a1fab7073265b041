import AccountApplication
import AccountDomain
import AccountTestHelpers
import CoreDomain
import Testing

@Suite("DefaultLogoutUseCase")
struct DefaultLogoutUseCaseTests {
    let service = MockAccountService(identity: .mock)
    let sessions = MockSessionRepository(session: .mock)

    func logOut(sessions: MockSessionRepository? = nil, environmentSession: SessionID? = nil) async throws
        -> LogoutModel
    {
        try await PopcornAccountFactory(
            service: service, sessions: sessions ?? self.sessions, bases: MockSyncBaseRepository(),
            library: MockLocalLibrary(), environmentSession: environmentSession
        ).makeLogoutUseCase().execute()
    }

    @Test("signed in here: the session is ended on TMDb and forgotten here")
    func logsOut() async throws {
        let model = try await logOut()

        #expect(model == LogoutModel(wasSignedIn: true, username: "ana", tmdbFailure: nil, fromEnvironment: false))
        #expect(service.deleted == [SessionID.mock])
        #expect(sessions.current == nil)
        #expect(sessions.deletes == 1)
    }

    @Test("TMDb unreachable: the session is forgotten here all the same, and the failure reported")
    func tmdbUnreachable() async throws {
        service.stubDeleteSession(error: .unreachable("timed out"))

        let model = try await logOut()

        #expect(
            model
                == LogoutModel(
                    wasSignedIn: true, username: "ana", tmdbFailure: .unknown(.unreachable("timed out")),
                    fromEnvironment: false))
        #expect(service.deleted == [SessionID.mock])
        #expect(sessions.current == nil)
        #expect(sessions.deletes == 1)
    }

    @Test("a session TMDb had already ended: forgotten here, and no failure")
    func alreadyEnded() async throws {
        service.stubDeleteSession(error: .unauthorised("Invalid session: session not found."))

        let model = try await logOut()

        #expect(model == LogoutModel(wasSignedIn: true, username: "ana", tmdbFailure: nil, fromEnvironment: false))
        #expect(sessions.current == nil)
    }

    @Test("not signed in: nothing to end, and TMDb is not asked")
    func notSignedIn() async throws {
        let sessions = MockSessionRepository()

        let model = try await logOut(sessions: sessions)

        #expect(model == LogoutModel(wasSignedIn: false, username: nil, tmdbFailure: nil, fromEnvironment: false))
        #expect(service.deleted == [])
        #expect(sessions.current == nil)
    }

    @Test("a session from TMDB_SESSION_ID is ended on TMDb without asking whose it is, and said to come from there")
    func environmentSession() async throws {
        let sessions = MockSessionRepository()

        let model = try await logOut(sessions: sessions, environmentSession: .mockEnvironment)

        #expect(model == LogoutModel(wasSignedIn: true, username: nil, tmdbFailure: nil, fromEnvironment: true))
        #expect(service.deleted == [SessionID.mockEnvironment])
        #expect(service.identityCalls == [])
    }

    @Test("a session file others may read is ended on TMDb and removed, not refused")
    func exposedSessionFile() async throws {
        let sessions = MockSessionRepository(session: .mock, error: .readableByOthers(path: "/x/session.json"))

        let model = try await logOut(sessions: sessions)

        #expect(model == LogoutModel(wasSignedIn: true, username: "ana", tmdbFailure: nil, fromEnvironment: false))
        #expect(service.deleted == [SessionID.mock])
        #expect(sessions.deletes == 1)
    }

    @Test("a session file that cannot be removed: the session file's failure")
    func sessionFileFails() async {
        let sessions = MockSessionRepository(error: .unwritable("permission denied"))

        await #expect(throws: AccountError.sessionFile(.unwritable("permission denied"))) {
            try await logOut(sessions: sessions)
        }
        #expect(service.deleted == [])
    }
}
