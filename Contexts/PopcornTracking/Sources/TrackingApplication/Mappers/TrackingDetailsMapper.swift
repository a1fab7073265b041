import TrackingDomain

/// Maps diary entries and ratings to what commands show and `--json` writes.
struct TrackingDetailsMapper {
    func map(_ title: TrackedTitle) -> TrackedItemDetails {
        switch title.item {
        case .movie(let id): TrackedItemDetails(kind: .movie, tmdbID: id, title: title.name)
        case .series(let id): TrackedItemDetails(kind: .tv, tmdbID: id, title: title.name)
        case .episode(let seriesID, let season, let episode):
            TrackedItemDetails(
                kind: .episode, tmdbID: seriesID, title: title.name, seasonNumber: season, episodeNumber: episode,
                episodeName: title.episodeName)
        }
    }

    func map(_ watch: Watch) -> WatchDetails {
        WatchDetails(
            id: watch.id, item: map(watch.title), watchedOn: watch.watchedOn.description, loggedAt: watch.loggedAt)
    }

    func map(_ rating: Rating) -> RatingDetails {
        RatingDetails(item: map(rating.title), rating: rating.value.value, ratedAt: rating.ratedAt)
    }

    func map(_ progress: SeriesProgress) -> SeriesProgressDetails {
        SeriesProgressDetails(
            tmdbID: progress.series.id, title: progress.series.name, watchedEpisodes: progress.watchedCount,
            airedEpisodes: progress.airedCount, percent: progress.percent, isUpToDate: progress.isUpToDate,
            isCompleted: progress.isCompleted, nextEpisode: progress.nextEpisode.map(map),
            nextToAir: progress.series.nextToAir.map(map), lastWatchedAt: progress.watched.lastWatchedOn.description)
    }

    func map(_ episode: TrackedEpisode) -> EpisodeAiringDetails {
        EpisodeAiringDetails(
            seasonNumber: episode.seasonNumber, episodeNumber: episode.episodeNumber, name: episode.name,
            airDate: episode.airDay?.description)
    }
}
