/// What `POST /authentication/session/new` makes of a request token at ``TMDbAccountState``: TMDb
/// knows it or not, and a known one becomes a session once the person approved it on the website.
enum TMDbAccountSessionOutcome: Sendable, Equatable {
    /// Never issued, or already spent on a session.
    case unknownToken
    /// Issued but not approved yet.
    case denied
    /// Approved: the new session's id (the token is spent).
    case created(sessionID: String)
}
