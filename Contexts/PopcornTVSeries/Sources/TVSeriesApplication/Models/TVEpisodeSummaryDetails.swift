import Foundation

/// Just enough of an episode to name it and open it: an episode's previous and next episodes in its season.
public struct TVEpisodeSummaryDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    /// 0 for specials, then 1, 2, ...
    public let seasonNumber: Int
    public let episodeNumber: Int
    public let airDate: Date?
    /// What the episode is about: given in an episode guide (a calendar's event), `nil` beside
    /// another episode.
    public let overview: String?

    public init(
        id: Int, name: String, seasonNumber: Int, episodeNumber: Int, airDate: Date? = nil, overview: String? = nil
    ) {
        self.id = id
        self.name = name
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.airDate = airDate
        self.overview = overview
    }
}
