import AccountDomain
import CoreDomain

/// `DELETE /authentication/session` for each session in use (the file's, whatever its mode, and
/// `TMDB_SESSION_ID`'s), then the session file goes, even when TMDb cannot be reached or the file
/// cannot be read: TMDb's failure is reported, not thrown.
struct DefaultLogoutUseCase: LogoutUseCase {
    let resolver: AccountSessionResolver
    let service: any AccountService
    let sessions: any SessionRepository

    func execute() async throws(AccountError) -> LogoutModel {
        var stored: AccountSession?
        var unreadable = false
        do {
            stored = try sessions.sessionReadableByOthers()
        } catch .unreadable {
            unreadable = true  // Not a session popcorn can use: removed all the same.
        } catch {
            throw .sessionFile(error)
        }
        let environment = resolver.environmentSession
        var toEnd: [SessionID] = []
        for session in [environment, stored?.sessionID].compactMap({ $0 }) where !toEnd.contains(session) {
            toEnd.append(session)
        }
        guard !toEnd.isEmpty || unreadable else {
            return LogoutModel(wasSignedIn: false, username: nil, tmdbFailure: nil, fromEnvironment: false)
        }
        var failure: AccountError?
        for session in toEnd {
            do {
                try await service.deleteSession(session)
            } catch .unauthorised, .notFound {
                continue  // Already ended on TMDb.
            } catch {
                failure = failure ?? AccountError(error)
            }
        }
        do {
            try sessions.delete()
        } catch {
            throw .sessionFile(error)
        }
        return LogoutModel(
            wasSignedIn: true, username: stored?.username, tmdbFailure: failure, fromEnvironment: environment != nil)
    }
}
