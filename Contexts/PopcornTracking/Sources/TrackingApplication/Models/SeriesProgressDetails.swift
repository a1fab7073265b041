/// Where the person is in a series, as `progress` and the series' screen show it and `--json`
/// writes it.
public struct SeriesProgressDetails: Codable, Hashable, Sendable {
    public let tmdbID: Int
    public let title: String
    /// Distinct aired episodes of the regular seasons watched.
    public let watchedEpisodes: Int
    /// Episodes of the regular seasons aired so far.
    public let airedEpisodes: Int
    /// Watched of aired, 0 to 100, rounded down.
    public let percent: Int
    /// No aired episode after the furthest watched is left.
    public let isUpToDate: Bool
    /// Up to date with a series that has ended or was cancelled.
    public let isCompleted: Bool
    /// The next aired episode to watch; `nil` when up to date.
    public let nextEpisode: EpisodeAiringDetails?
    /// The next episode to air, when TMDb announces one.
    public let nextToAir: EpisodeAiringDetails?
    /// `YYYY-MM-DD`: the day of the latest watch of any of its episodes.
    public let lastWatchedAt: String

    public init(
        tmdbID: Int, title: String, watchedEpisodes: Int, airedEpisodes: Int, percent: Int, isUpToDate: Bool,
        isCompleted: Bool, nextEpisode: EpisodeAiringDetails?, nextToAir: EpisodeAiringDetails?, lastWatchedAt: String
    ) {
        self.tmdbID = tmdbID
        self.title = title
        self.watchedEpisodes = watchedEpisodes
        self.airedEpisodes = airedEpisodes
        self.percent = percent
        self.isUpToDate = isUpToDate
        self.isCompleted = isCompleted
        self.nextEpisode = nextEpisode
        self.nextToAir = nextToAir
        self.lastWatchedAt = lastWatchedAt
    }
}
