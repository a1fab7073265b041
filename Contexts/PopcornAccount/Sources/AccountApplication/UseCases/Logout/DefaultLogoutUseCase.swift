import AccountDomain
import CoreDomain

/// `DELETE /authentication/session`, then the session file goes; TMDb's failure is reported, not thrown.
struct DefaultLogoutUseCase: LogoutUseCase {
    let resolver: AccountSessionResolver
    let service: any AccountService
    let sessions: any SessionRepository

    func execute() async throws(AccountError) -> LogoutModel {
        let session: AccountSession?
        do {
            session = try await resolver.session()
        } catch .sessionRevoked {
            // TMDb no longer knows it: nothing to end there, and nothing to keep here.
            try forget()
            return LogoutModel(wasSignedIn: true, username: nil, tmdbFailure: nil, fromEnvironment: true)
        }
        guard let session else {
            try forget()
            return LogoutModel(wasSignedIn: false, username: nil, tmdbFailure: nil, fromEnvironment: false)
        }
        var failure: AccountError?
        do {
            try await service.deleteSession(session.sessionID)
        } catch .unauthorised {
            failure = nil  // Already ended on TMDb.
        } catch {
            failure = AccountError(error)
        }
        try forget()
        return LogoutModel(
            wasSignedIn: true, username: session.username, tmdbFailure: failure,
            fromEnvironment: session.origin == .environment)
    }

    private func forget() throws(AccountError) {
        do {
            try sessions.delete()
        } catch {
            throw .sessionFile(error)
        }
    }
}
