import TrackingDomain

/// A movie, series or episode as `--json` names it: its kind and TMDb id, and for an episode its
/// season and episode numbers.
public struct TrackedItemDetails: Codable, Hashable, Sendable {
    /// `movie`, `tv` or `episode`.
    public let kind: TrackedKind
    /// The movie's or series' id (the series' for an episode).
    public let tmdbID: Int
    public let seasonNumber: Int?
    public let episodeNumber: Int?

    public init(kind: TrackedKind, tmdbID: Int, seasonNumber: Int? = nil, episodeNumber: Int? = nil) {
        self.kind = kind
        self.tmdbID = tmdbID
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
    }
}
