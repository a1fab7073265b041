/// One change a sync made (or, with `--dry-run`, would make), named for people and scripts.
public struct SyncChangeModel: Equatable, Sendable, Encodable {
    /// `here` or `tmdb`: the side changed.
    public let side: String
    /// `watchlist` or `rating`.
    public let list: String
    /// `movie`, `tv` or `episode`.
    public let kind: String
    /// The movie's or series' TMDb id.
    public let tmdbID: Int
    public let seasonNumber: Int?
    public let episodeNumber: Int?
    /// The title's name, when either side knows it.
    public let name: String?
    /// `add`, `remove`, `rate` or `clear`.
    public let action: String
    /// The rating given, 0.5 to 10, for `rate`.
    public let rating: Double?

    public init(
        side: String, list: String, kind: String, tmdbID: Int, seasonNumber: Int?, episodeNumber: Int?, name: String?,
        action: String, rating: Double?
    ) {
        self.side = side
        self.list = list
        self.kind = kind
        self.tmdbID = tmdbID
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.name = name
        self.action = action
        self.rating = rating
    }
}
