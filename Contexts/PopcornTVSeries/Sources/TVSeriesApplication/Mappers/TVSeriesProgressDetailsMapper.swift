import TVSeriesDomain

/// Turns the diary's `TVSeriesProgress` into the `TVSeriesProgressDetails` a series' screen shows.
struct TVSeriesProgressDetailsMapper {
    func map(_ progress: TVSeriesProgress) -> TVSeriesProgressDetails {
        TVSeriesProgressDetails(
            watchedEpisodes: progress.watchedEpisodes, airedEpisodes: progress.airedEpisodes,
            percent: progress.percent, isUpToDate: progress.isUpToDate, isCompleted: progress.isCompleted,
            nextEpisode: progress.nextEpisode.map {
                TVEpisodeAiringDetails(
                    seasonNumber: $0.seasonNumber, episodeNumber: $0.episodeNumber, name: $0.name, airDate: $0.airDate)
            })
    }
}
