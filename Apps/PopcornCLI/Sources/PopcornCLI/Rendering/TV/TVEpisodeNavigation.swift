import TVSeriesApplication

/// The commands around an episode: the previous and next episodes of its season (when the episode
/// names them), its full cast and crew, the season and the series.
struct TVEpisodeNavigation: Sendable {
    let tvSeriesID: Int
    let episode: TVEpisodeDetails

    /// `(label, command)` pairs, in reading order.
    var commands: [(label: String, command: String)] {
        var result: [(String, String)] = []
        if let previous = episode.previousEpisode {
            result.append(("Previous episode:", command(previous)))
        }
        if let next = episode.nextEpisode {
            result.append(("Next episode:", command(next)))
        }
        let code = EpisodeCode(seasonNumber: episode.seasonNumber, episodeNumber: episode.episodeNumber)
        result.append(("Credits:", "popcorn tv episode credits \(tvSeriesID) \(code)"))
        result.append(("Season:", "popcorn tv season \(tvSeriesID) \(episode.seasonNumber)"))
        result.append(("Series:", "popcorn tv \(tvSeriesID)"))
        return result
    }

    private func command(_ other: TVEpisodeSummaryDetails) -> String {
        let code = EpisodeCode(seasonNumber: other.seasonNumber, episodeNumber: other.episodeNumber)
        return "popcorn tv episode \(tvSeriesID) \(code)"
    }
}
