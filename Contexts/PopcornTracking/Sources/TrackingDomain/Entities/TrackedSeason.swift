/// A season of a series with its episodes, which tells the diary what exists and what has aired.
public struct TrackedSeason: Hashable, Sendable {
    public let seriesID: Int
    public let seriesName: String
    public let seasonNumber: Int
    public let episodes: [TrackedEpisode]

    public init(seriesID: Int, seriesName: String, seasonNumber: Int, episodes: [TrackedEpisode]) {
        self.seriesID = seriesID
        self.seriesName = seriesName
        self.seasonNumber = seasonNumber
        self.episodes = episodes
    }
}
