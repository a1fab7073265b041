import TrackingDomain

/// Maps ratings to `tracking_rating` rows and back.
struct RatingMapper {
    func map(_ rating: Rating) -> TrackingRatingEntity {
        let columns = TrackedItemColumns(rating.item)
        return TrackingRatingEntity(
            itemKey: columns.key, kind: columns.kind, tmdbID: columns.tmdbID, seasonNumber: columns.seasonNumber,
            episodeNumber: columns.episodeNumber, title: rating.title.name, episodeName: rating.title.episodeName,
            halves: rating.value.halves, ratedAt: rating.ratedAt)
    }

    /// The rating, or `nil` for a row no version of popcorn writes.
    func map(_ entity: TrackingRatingEntity) -> Rating? {
        let columns = TrackedItemColumns(
            kind: entity.kind, tmdbID: entity.tmdbID, seasonNumber: entity.seasonNumber,
            episodeNumber: entity.episodeNumber)
        guard let item = columns.item, let value = RatingValue(halves: entity.halves) else {
            return nil
        }
        return Rating(
            title: TrackedTitle(item: item, name: entity.title, episodeName: entity.episodeName), value: value,
            ratedAt: entity.ratedAt)
    }
}
