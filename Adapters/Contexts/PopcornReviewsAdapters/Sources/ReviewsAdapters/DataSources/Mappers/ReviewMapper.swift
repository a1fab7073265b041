import Foundation
import ReviewsDomain
import TMDbAdapterKit
import TMDbKit

/// Maps one review of a TMDb reviews page to the domain `Review`.
///
/// The dates are ISO 8601 timestamps: an unparseable `created_at` falls back to `updated_at`, and a
/// review with neither is dropped (`nil`), as a list drops a malformed item; an unparseable
/// `updated_at` is no value. An empty URL is no URL.
struct ReviewMapper {
    private let authorMapper = ReviewAuthorDetailsMapper()

    func map(_ dto: ReviewDTO) -> Review? {
        let updatedAt = TMDbDate.parseTimestamp(dto.updatedAt)
        guard let createdAt = TMDbDate.parseTimestamp(dto.createdAt) ?? updatedAt else {
            return nil
        }
        let details = authorMapper.map(dto.authorDetails)
        return Review(
            id: dto.id,
            author: dto.author.nonEmpty ?? details.name ?? details.username ?? "",
            authorDetails: details,
            content: dto.content,
            createdAt: createdAt,
            updatedAt: updatedAt,
            url: dto.url.tmdbURL
        )
    }
}
