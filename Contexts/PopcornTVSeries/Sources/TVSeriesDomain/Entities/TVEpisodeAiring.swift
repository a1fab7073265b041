import Foundation

/// An episode as the person's progress names it: where it is, its name and when it airs or aired.
public struct TVEpisodeAiring: Equatable, Sendable {
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
