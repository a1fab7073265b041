import TVSeriesApplication

/// The commands around an episode: the previous and next episodes of its season (when the
/// season's episode list shows they exist), the season and the series.
struct TVEpisodeNavigation: Sendable {
    let tvSeriesID: Int
    let seasonNumber: Int
    let episodeNumber: Int
    /// The episode numbers the season lists; `nil` when the season could not be fetched.
    let seasonEpisodeNumbers: Set<Int>?

    /// `(label, command)` pairs, in reading order.
    var commands: [(label: String, command: String)] {
        var result: [(String, String)] = []
        if let numbers = seasonEpisodeNumbers {
            if numbers.contains(episodeNumber - 1) {
                result.append(("Previous episode:", command(episodeNumber - 1)))
            }
            if numbers.contains(episodeNumber + 1) {
                result.append(("Next episode:", command(episodeNumber + 1)))
            }
        }
        result.append(("Season:", "popcorn tv season \(tvSeriesID) \(seasonNumber)"))
        result.append(("Series:", "popcorn tv \(tvSeriesID)"))
        return result
    }

    private func command(_ episode: Int) -> String {
        "popcorn tv episode \(tvSeriesID) \(EpisodeCode(seasonNumber: seasonNumber, episodeNumber: episode))"
    }
}
