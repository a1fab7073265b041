import Foundation

/// A season of a TV series: a summary inside the series, or with its episodes when fetched on its own.
public struct TVSeason: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    /// 0 for specials, then 1, 2, ...
    public let seasonNumber: Int
    public let overview: String?
    public let airDate: Date?
    public let posterPath: URL?
    public let voteAverage: Double?
    /// The episodes, when the season was fetched on its own; `nil` in a series' summary.
    public let episodes: [TVEpisode]?
    /// How many episodes the season has, as the series' summary says.
    public let episodeCount: Int?

    public init(
        id: Int,
        name: String,
        seasonNumber: Int,
        overview: String? = nil,
        airDate: Date? = nil,
        posterPath: URL? = nil,
        voteAverage: Double? = nil,
        episodes: [TVEpisode]? = nil,
        episodeCount: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.seasonNumber = seasonNumber
        self.overview = overview
        self.airDate = airDate
        self.posterPath = posterPath
        self.voteAverage = voteAverage
        self.episodes = episodes
        self.episodeCount = episodeCount
    }
}
