/// What `popcorn account logout` did: whether a session was forgotten here, and whether TMDb ended
/// it too (it is forgotten here all the same when TMDb cannot be reached).
public struct LogoutModel: Equatable, Sendable {
    public let wasSignedIn: Bool
    public let username: String?
    /// `nil` when TMDb ended the session; otherwise why it could not.
    public let tmdbFailure: AccountError?
    /// The session came from `TMDB_SESSION_ID`, which only its owner can unset.
    public let fromEnvironment: Bool

    public init(wasSignedIn: Bool, username: String?, tmdbFailure: AccountError?, fromEnvironment: Bool) {
        self.wasSignedIn = wasSignedIn
        self.username = username
        self.tmdbFailure = tmdbFailure
        self.fromEnvironment = fromEnvironment
    }
}
