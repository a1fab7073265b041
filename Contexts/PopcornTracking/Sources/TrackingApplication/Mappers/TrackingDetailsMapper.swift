import TrackingDomain

/// Maps diary entries and ratings to what commands show and `--json` writes.
struct TrackingDetailsMapper {
    func map(_ item: TrackedItem) -> TrackedItemDetails {
        switch item {
        case .movie(let id): TrackedItemDetails(kind: .movie, tmdbID: id)
        case .series(let id): TrackedItemDetails(kind: .tv, tmdbID: id)
        case .episode(let seriesID, let season, let episode):
            TrackedItemDetails(kind: .episode, tmdbID: seriesID, seasonNumber: season, episodeNumber: episode)
        }
    }

    func map(_ watch: Watch) -> WatchDetails {
        WatchDetails(
            id: watch.id, item: map(watch.item), watchedOn: watch.watchedOn.description, loggedAt: watch.loggedAt)
    }

    func map(_ rating: Rating) -> RatingDetails {
        RatingDetails(item: map(rating.item), rating: rating.value.value, ratedAt: rating.ratedAt)
    }
}
