import Foundation

/// A season as a series' details list it, without its episodes: enough to know where one season
/// ends and the next begins, and how many episodes came before the last one aired.
public struct TVSeasonOutline: Equatable, Sendable {
    /// 0 for specials, then 1, 2, ...
    public let seasonNumber: Int
    /// How many episodes TMDb lists for it, aired or announced.
    public let episodeCount: Int
    public let airDate: Date?

    public init(seasonNumber: Int, episodeCount: Int, airDate: Date? = nil) {
        self.seasonNumber = seasonNumber
        self.episodeCount = episodeCount
        self.airDate = airDate
    }
}
