import TVSeriesApplication

extension TVEpisodeSummaryDetails {
    /// An episode of Breaking Bad's first season, named after its number.
    static func mock(episodeNumber: Int, seasonNumber: Int = 1) -> TVEpisodeSummaryDetails {
        TVEpisodeSummaryDetails(
            id: 62084 + episodeNumber, name: "Episode \(episodeNumber)", seasonNumber: seasonNumber,
            episodeNumber: episodeNumber)
    }
}
