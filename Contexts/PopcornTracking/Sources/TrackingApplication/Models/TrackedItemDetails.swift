import TrackingDomain

/// A movie, series or episode as commands show it and `--json` names it: its kind, TMDb id and
/// name, and for an episode its season and episode numbers and its name.
public struct TrackedItemDetails: Codable, Hashable, Sendable {
    /// `movie`, `tv` or `episode`.
    public let kind: TrackedKind
    /// The movie's or series' id (the series' for an episode).
    public let tmdbID: Int
    /// The movie's title or the series' name, as when logged or rated.
    public let title: String
    public let seasonNumber: Int?
    public let episodeNumber: Int?
    public let episodeName: String?

    public init(
        kind: TrackedKind, tmdbID: Int, title: String, seasonNumber: Int? = nil, episodeNumber: Int? = nil,
        episodeName: String? = nil
    ) {
        self.kind = kind
        self.tmdbID = tmdbID
        self.title = title
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.episodeName = episodeName
    }
}
