import AccountDomain
import Foundation

extension SessionID {
    /// A made-up session, never a real credential: the one ``AccountSession/mock`` is signed in with.
    public static let mock = session("mock-session-4f1c2a9e")

    /// Another made-up session, as `TMDB_SESSION_ID` would hold one made elsewhere.
    public static let mockEnvironment = session("mock-environment-session-7b3d")

    private static func session(_ value: String) -> SessionID {
        guard let session = SessionID(value) else {
            preconditionFailure("\"\(value)\" is no session")
        }
        return session
    }
}

extension AccountIdentity {
    /// Ana's TMDb account (548): whose ``SessionID/mock`` is.
    public static let mock = AccountIdentity(id: 548, username: "ana")
}

extension AccountSession {
    /// Ana's account (548), signed in here: the session the session file keeps.
    public static let mock = AccountSession(sessionID: .mock, accountID: 548, username: "ana")
}

extension RequestToken {
    /// A request token, good until 2026-09-21T15:13:20Z.
    public static let mock = RequestToken(
        value: "mock-request-token-51e0", expiresAt: Date(timeIntervalSince1970: 1_790_003_600))
}
