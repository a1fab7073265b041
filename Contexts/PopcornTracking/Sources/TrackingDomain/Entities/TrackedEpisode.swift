/// An episode as the diary needs it: where it is in its series, its name and when it aired.
public struct TrackedEpisode: Hashable, Sendable {
    /// 0 for specials, then 1, 2, ...
    public let seasonNumber: Int
    public let episodeNumber: Int
    public let name: String?
    /// `nil` when TMDb does not know yet.
    public let airDay: WatchDay?

    public init(seasonNumber: Int, episodeNumber: Int, name: String?, airDay: WatchDay?) {
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.name = name
        self.airDay = airDay
    }

    /// Where it is in its series.
    public var place: SeasonEpisode {
        SeasonEpisode(seasonNumber, episodeNumber)
    }

    /// Whether it had aired by `day` (never, when TMDb does not know its air date).
    public func hasAired(by day: WatchDay) -> Bool {
        airDay.map { $0 <= day } ?? false
    }
}
