/// A season of a series: how many episodes it has and, when they were asked for, the episodes
/// themselves, which tell the diary what exists and what has aired.
public struct TrackedSeason: Hashable, Sendable {
    /// 0 for specials, then 1, 2, ...
    public let seasonNumber: Int
    /// How many episodes TMDb lists for it, aired or announced.
    public let episodeCount: Int
    /// By episode number; `nil` when they were not asked for.
    public let episodes: [TrackedEpisode]?

    public init(seasonNumber: Int, episodeCount: Int, episodes: [TrackedEpisode]? = nil) {
        self.seasonNumber = seasonNumber
        self.episodeCount = episodeCount
        self.episodes = episodes
    }

    /// Whether it is one of the series' regular seasons (not the specials), which progress counts.
    public var isRegular: Bool {
        seasonNumber > 0
    }
}
