/// Where the session in use came from: signing in here (kept in the session file) or
/// `TMDB_SESSION_ID` (made elsewhere, for a machine without a browser), which signing out cannot unset.
public enum SessionOrigin: String, Sendable, Equatable {
    case file
    case environment
}
