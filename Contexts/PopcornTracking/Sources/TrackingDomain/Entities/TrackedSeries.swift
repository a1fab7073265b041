/// A series as the diary needs it to log its episodes and count progress: its seasons in order,
/// the last episode that aired and the next one announced.
public struct TrackedSeries: Hashable, Sendable {
    public let id: Int
    public let name: String
    /// Whether it has ended or was cancelled: no episode is to come.
    public let isFinished: Bool
    /// Every season, specials (0) included, by number.
    public let seasons: [TrackedSeason]
    /// The latest episode aired, as TMDb says; `nil` before the first.
    public let lastAired: TrackedEpisode?
    /// The next episode announced, if TMDb knows one.
    public let nextToAir: TrackedEpisode?

    public init(
        id: Int, name: String, isFinished: Bool = false, seasons: [TrackedSeason] = [],
        lastAired: TrackedEpisode? = nil, nextToAir: TrackedEpisode? = nil
    ) {
        self.id = id
        self.name = name
        self.isFinished = isFinished
        self.seasons = seasons.sorted { $0.seasonNumber < $1.seasonNumber }
        self.lastAired = lastAired
        self.nextToAir = nextToAir
    }

    /// The season with that number, if the series has it.
    public func season(_ number: Int) -> TrackedSeason? {
        seasons.first { $0.seasonNumber == number }
    }

    /// The episode, when its season's episodes were asked for and it exists.
    public func episode(_ seasonNumber: Int, _ episodeNumber: Int) -> TrackedEpisode? {
        season(seasonNumber)?.episodes?.first { $0.episodeNumber == episodeNumber }
    }
}
