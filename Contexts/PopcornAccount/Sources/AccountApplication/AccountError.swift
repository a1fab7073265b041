import AccountDomain
import CoreDomain

/// Why an account command failed: the shared cases (not found, refused, anything else with its
/// data-access cause), and those only signing in and syncing have.
public enum AccountError: UseCaseError {
    case notFound
    case unauthorised(String?)
    case unknown(DataAccessError?)
    /// No session here and none in `TMDB_SESSION_ID`: sign in first.
    case notSignedIn
    /// TMDb no longer knows the session (signed out on the website, or revoked); local changes wait.
    case sessionRevoked
    /// The request token expired before the person approved it.
    case tokenExpired
    /// The sync read both sides and made some changes, but TMDb failed before it had all of them;
    /// `pending` changes wait for the next sync.
    case interrupted(DataAccessError, pending: Int)
    /// Signed in, but this machine never synced with the account: a change is not sent at once until
    /// a first `popcorn sync` has brought both sides together (it would overwrite the account blindly).
    case neverSynced
    /// The session file could not be used (see ``SessionStoreError``).
    case sessionFile(SessionStoreError)

    public var cause: DataAccessError {
        switch self {
        case .notFound: .notFound
        case .unauthorised(let message): .unauthorised(message)
        case .unknown(let cause): cause ?? .unknown(nil)
        case .notSignedIn, .sessionRevoked, .tokenExpired, .neverSynced: .unauthorised(nil)
        case .interrupted(let cause, _): cause
        case .sessionFile(.readableByOthers): .unauthorised(nil)
        case .sessionFile(.unreadable(let message)), .sessionFile(.unwritable(let message)): .storage(message)
        }
    }
}
