import AccountApplication
import AccountDomain
import AccountTestHelpers
import Testing

/// Signing in again: the session kept before is ended on TMDb once the new one is kept.
extension DefaultLoginUseCaseTests {
    /// Bo's session, kept here before Ana signs in.
    static let previous = AccountSession(sessionID: .mockEnvironment, accountID: 777, username: "bo")

    @Test("once the new session is kept, the session kept before is ended on TMDb")
    func endsPrevious() async throws {
        service.stubSessions([.success(SessionID.mock)])
        let sessions = MockSessionRepository(session: Self.previous)

        let session = try await login(sessions: sessions).finish(.mock)

        #expect(session == AccountSession.mock)
        #expect(sessions.saved == [AccountSession.mock])
        #expect(sessions.current == AccountSession.mock)
        #expect(service.deleted == [SessionID.mockEnvironment])
    }

    @Test("signing in again with the session already kept does not end it")
    func keepsSameSession() async throws {
        service.stubSessions([.success(SessionID.mock)])
        let sessions = MockSessionRepository(session: .mock)

        let session = try await login(sessions: sessions).finish(.mock)

        #expect(session == AccountSession.mock)
        #expect(sessions.saved == [AccountSession.mock])
        #expect(service.deleted == [])
    }

    @Test("no session kept before: nothing is ended")
    func nothingBefore() async throws {
        service.stubSessions([.success(SessionID.mock)])

        _ = try await login().finish(.mock)

        #expect(service.deleted == [])
    }

    @Test("TMDb failing to end the session kept before: the new session is kept and returned all the same")
    func endingPreviousFails() async throws {
        service.stubSessions([.success(SessionID.mock)])
        service.stubDeleteSession(error: .unreachable("timed out"))
        let sessions = MockSessionRepository(session: Self.previous)

        let session = try await login(sessions: sessions).finish(.mock)

        #expect(session == AccountSession.mock)
        #expect(sessions.current == AccountSession.mock)
        #expect(service.deleted == [SessionID.mockEnvironment])
    }

    @Test("before the token is approved, the session kept before is left alone")
    func notApprovedLeavesPrevious() async throws {
        service.stubSessions([.success(nil)])
        let sessions = MockSessionRepository(session: Self.previous)

        let session = try await login(sessions: sessions).finish(.mock)

        #expect(session == nil)
        #expect(sessions.current == Self.previous)
        #expect(service.deleted == [])
    }
}
