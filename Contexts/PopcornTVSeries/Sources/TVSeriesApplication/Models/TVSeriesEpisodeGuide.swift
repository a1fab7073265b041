import Foundation

/// What another context needs to place episodes in a series (the diary, for progress and for
/// logging a season): its seasons and how many episodes each has, the last and next episode to
/// air, and the episodes of the seasons asked for.
public struct TVSeriesEpisodeGuide: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    /// As TMDb says it: `Returning Series`, `Ended`, `Canceled`, `In Production`, `Planned`.
    public let status: String?
    /// Every season, specials (0) included, by number.
    public let seasons: [TVSeasonOutline]
    public let lastEpisodeToAir: TVEpisodeSummaryDetails?
    public let nextEpisodeToAir: TVEpisodeSummaryDetails?
    /// The episodes of each season asked for that the series has, by episode number.
    public let episodes: [Int: [TVEpisodeSummaryDetails]]

    public init(
        id: Int,
        name: String,
        status: String? = nil,
        seasons: [TVSeasonOutline] = [],
        lastEpisodeToAir: TVEpisodeSummaryDetails? = nil,
        nextEpisodeToAir: TVEpisodeSummaryDetails? = nil,
        episodes: [Int: [TVEpisodeSummaryDetails]] = [:]
    ) {
        self.id = id
        self.name = name
        self.status = status
        self.seasons = seasons
        self.lastEpisodeToAir = lastEpisodeToAir
        self.nextEpisodeToAir = nextEpisodeToAir
        self.episodes = episodes
    }
}
