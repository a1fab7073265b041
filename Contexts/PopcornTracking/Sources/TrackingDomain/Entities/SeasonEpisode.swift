/// Where an episode is in its series (`S01E03`), ordered season first, as episodes air.
public struct SeasonEpisode: Hashable, Comparable, Sendable {
    /// 0 for specials, then 1, 2, ...
    public let seasonNumber: Int
    public let episodeNumber: Int

    public init(_ seasonNumber: Int, _ episodeNumber: Int) {
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
    }

    public static func < (lhs: SeasonEpisode, rhs: SeasonEpisode) -> Bool {
        (lhs.seasonNumber, lhs.episodeNumber) < (rhs.seasonNumber, rhs.episodeNumber)
    }
}
