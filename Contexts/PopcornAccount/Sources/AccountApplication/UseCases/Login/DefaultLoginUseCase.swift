import AccountDomain
import CoreDomain

/// Token, then session, then `/account`, then the session file, which is written only once TMDb
/// has said whose the session is. A session kept before is ended on TMDb once the new one is kept
/// (best effort), so signing in again leaves no session behind.
struct DefaultLoginUseCase: LoginUseCase {
    let service: any AccountService
    let sessions: any SessionRepository

    func start() async throws(AccountError) -> RequestToken {
        do {
            return try await service.requestToken()
        } catch {
            throw AccountError(error)
        }
    }

    func finish(_ token: RequestToken) async throws(AccountError) -> AccountSession? {
        let sessionID: SessionID?
        do {
            sessionID = try await service.session(for: token)
        } catch .unauthorised {
            throw .tokenExpired
        } catch {
            throw AccountError(error)
        }
        guard let sessionID else {
            return nil
        }
        let identity: AccountIdentity
        do {
            identity = try await service.identity(of: sessionID)
        } catch {
            throw AccountError(error)
        }
        let session = AccountSession(sessionID: sessionID, accountID: identity.id, username: identity.username)
        let previous = try? sessions.sessionReadableByOthers()
        do {
            try sessions.save(session)
        } catch {
            throw .sessionFile(error)
        }
        if let previous, previous.sessionID != sessionID {
            try? await service.deleteSession(previous.sessionID)
        }
        return session
    }
}
