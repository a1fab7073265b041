import CoreDomain
import Foundation

/// A season as presentations need it, with its poster resolved and, when fetched on its own, its episodes.
///
/// It is also the `--json` document of the command that shows one season.
public struct TVSeasonDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    /// 0 for specials, then 1, 2, ...
    public let seasonNumber: Int
    public let overview: String?
    public let airDate: Date?
    public let posterURLSet: ImageURLSet?
    public let voteAverage: Double?
    /// The number of episodes: those listed when there are episodes, else the series' summary count.
    public let episodeCount: Int?
    /// The episodes by number, when the season was fetched on its own; `nil` in a series' season summaries.
    public let episodes: [TVEpisodeDetails]?
    /// The TMDb id of the series the season belongs to.
    public let tvSeriesID: Int?
    /// The name of the series the season belongs to.
    public let tvSeriesName: String?

    public init(
        id: Int,
        name: String,
        seasonNumber: Int,
        overview: String? = nil,
        airDate: Date? = nil,
        posterURLSet: ImageURLSet? = nil,
        voteAverage: Double? = nil,
        episodeCount: Int? = nil,
        episodes: [TVEpisodeDetails]? = nil,
        tvSeriesID: Int? = nil,
        tvSeriesName: String? = nil
    ) {
        self.id = id
        self.name = name
        self.seasonNumber = seasonNumber
        self.overview = overview
        self.airDate = airDate
        self.posterURLSet = posterURLSet
        self.voteAverage = voteAverage
        self.episodeCount = episodeCount
        self.episodes = episodes
        self.tvSeriesID = tvSeriesID
        self.tvSeriesName = tvSeriesName
    }
}
