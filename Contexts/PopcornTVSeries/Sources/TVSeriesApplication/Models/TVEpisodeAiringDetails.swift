import Foundation

/// The next episode to watch, as a series' progress names it.
public struct TVEpisodeAiringDetails: Codable, Equatable, Sendable {
    public let seasonNumber: Int
    public let episodeNumber: Int
    public let name: String?
    public let airDate: Date?

    public init(seasonNumber: Int, episodeNumber: Int, name: String? = nil, airDate: Date? = nil) {
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.name = name
        self.airDate = airDate
    }
}
