import DataPersistence
import Foundation
import TVSeriesDomain

/// Maps a series' ratings in every country to its cached ``OwnedRowsEntity`` and back: one row per
/// country, in TMDb's order.
struct ContentRatingsMapper {
    func map(_ entity: OwnedRowsEntity<TVSeriesContentRatingsTables>) -> [ContentRating] {
        (entity.rows ?? []).map {
            ContentRating(countryCode: $0.countryCode, rating: $0.rating, descriptors: $0.descriptors)
        }
    }

    func map(
        _ ratings: [ContentRating],
        tvSeriesID: Int,
        language: String,
        cachedAt: Date
    ) -> OwnedRowsEntity<TVSeriesContentRatingsTables> {
        var entity = OwnedRowsEntity<TVSeriesContentRatingsTables>(
            ownerID: tvSeriesID, language: language, cachedAt: cachedAt)
        map(ratings, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites the language and every rating, and refreshes `cachedAt`.
    func map(
        _ ratings: [ContentRating],
        to entity: inout OwnedRowsEntity<TVSeriesContentRatingsTables>,
        language: String,
        cachedAt: Date
    ) {
        entity.language = language
        entity.cachedAt = cachedAt
        entity.rows = ratings.map {
            TVSeriesContentRatingRow(countryCode: $0.countryCode, rating: $0.rating, descriptors: $0.descriptors)
        }
    }
}
