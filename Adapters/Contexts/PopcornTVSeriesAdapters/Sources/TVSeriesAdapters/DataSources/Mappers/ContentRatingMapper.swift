import TMDbAdapterKit
import TMDbKit
import TVSeriesDomain

/// Maps TMDb's ratings of a series (`/tv/{id}/content_ratings`, or the appended `content_ratings`
/// part) to the domain's, one per country in TMDb's order; TMDb's `""` rating is `nil`.
struct ContentRatingMapper {
    func map(_ dto: TVContentRatingsDTO) -> [ContentRating] {
        dto.results.map(map)
    }

    func map(_ dto: ContentRatingDTO) -> ContentRating {
        ContentRating(countryCode: dto.iso31661, rating: dto.rating.nonEmpty, descriptors: dto.descriptors)
    }
}
