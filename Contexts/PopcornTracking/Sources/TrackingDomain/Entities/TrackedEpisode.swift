/// An episode of a season as the diary needs it: its number, its name and when it aired.
public struct TrackedEpisode: Hashable, Sendable {
    public let episodeNumber: Int
    public let name: String?
    /// `nil` when TMDb does not know yet.
    public let airDay: WatchDay?

    public init(episodeNumber: Int, name: String?, airDay: WatchDay?) {
        self.episodeNumber = episodeNumber
        self.name = name
        self.airDay = airDay
    }
}
