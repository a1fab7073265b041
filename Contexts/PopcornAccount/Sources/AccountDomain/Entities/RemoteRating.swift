import Foundation

/// A rating on the TMDb account, with what its list says of the title, for keeping it here: the
/// movie's title or the series' name (an episode's list does not name its series), the episode's name.
public struct RemoteRating: Equatable, Sendable {
    public let halves: Int
    /// When it was given, when TMDb says (`account_rating.created_at`).
    public let ratedAt: Date?
    public let name: String?
    public let episodeName: String?

    public init(halves: Int, ratedAt: Date?, name: String?, episodeName: String? = nil) {
        self.halves = halves
        self.ratedAt = ratedAt
        self.name = name
        self.episodeName = episodeName
    }
}
