import AccountDomain
import CoreDomain

/// Finds the session in use: `TMDB_SESSION_ID` when it is set (asking TMDb whose it is, unless the
/// session file already says), else the one kept in the session file.
struct AccountSessionResolver: Sendable {
    let sessions: any SessionRepository
    let service: any AccountService
    let environmentSession: SessionID?

    /// The session in use, or `nil` when not signed in.
    func session() async throws(AccountError) -> AccountSession? {
        let stored: AccountSession?
        do {
            stored = try sessions.session()
        } catch {
            throw .sessionFile(error)
        }
        guard let environmentSession else {
            return stored
        }
        if let stored, stored.sessionID == environmentSession {
            return AccountSession(
                sessionID: environmentSession, accountID: stored.accountID, username: stored.username,
                origin: .environment)
        }
        do {
            let identity = try await service.identity(of: environmentSession)
            return AccountSession(
                sessionID: environmentSession, accountID: identity.id, username: identity.username, origin: .environment
            )
        } catch .unauthorised {
            throw .sessionRevoked
        } catch {
            throw AccountError(error)
        }
    }

    /// The session in use; ``AccountError/notSignedIn`` without one.
    func requiredSession() async throws(AccountError) -> AccountSession {
        guard let session = try await session() else {
            throw .notSignedIn
        }
        return session
    }
}
