/// Where the person is in a series, from their diary: episodes watched of those aired (regular
/// seasons) and the next one to watch.
public struct TVSeriesProgress: Equatable, Sendable {
    public let watchedEpisodes: Int
    public let airedEpisodes: Int
    /// Watched of aired, 0 to 100, rounded down.
    public let percent: Int
    /// No aired episode after the furthest watched is left.
    public let isUpToDate: Bool
    /// Up to date with a series that has ended.
    public let isCompleted: Bool
    /// The next aired episode to watch; `nil` when up to date.
    public let nextEpisode: TVEpisodeAiring?

    public init(
        watchedEpisodes: Int, airedEpisodes: Int, percent: Int, isUpToDate: Bool, isCompleted: Bool,
        nextEpisode: TVEpisodeAiring?
    ) {
        self.watchedEpisodes = watchedEpisodes
        self.airedEpisodes = airedEpisodes
        self.percent = percent
        self.isUpToDate = isUpToDate
        self.isCompleted = isCompleted
        self.nextEpisode = nextEpisode
    }
}
