/// Where the person is in a series, as its screen shows it and `--json` writes it (`progress`).
public struct TVSeriesProgressDetails: Codable, Equatable, Sendable {
    public let watchedEpisodes: Int
    public let airedEpisodes: Int
    /// Watched of aired, 0 to 100, rounded down.
    public let percent: Int
    public let isUpToDate: Bool
    public let isCompleted: Bool
    /// The next aired episode to watch (`seasonNumber`, `episodeNumber`, `name`, `airDate`); `nil`
    /// when up to date.
    public let nextEpisode: TVEpisodeAiringDetails?

    public init(
        watchedEpisodes: Int, airedEpisodes: Int, percent: Int, isUpToDate: Bool, isCompleted: Bool,
        nextEpisode: TVEpisodeAiringDetails?
    ) {
        self.watchedEpisodes = watchedEpisodes
        self.airedEpisodes = airedEpisodes
        self.percent = percent
        self.isUpToDate = isUpToDate
        self.isCompleted = isCompleted
        self.nextEpisode = nextEpisode
    }
}
