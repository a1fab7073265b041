import Foundation
import ReviewsDomain
import TMDbKit

/// Maps a TMDb reviews page (`/movie/{id}/reviews`, `/tv/{id}/reviews`) to the domain `ReviewPage`,
/// keeping TMDb's paging totals and dropping the reviews ``ReviewMapper`` cannot date.
struct ReviewPageMapper {
    private let reviewMapper = ReviewMapper()

    func map(_ dto: PagedResponseDTO<ReviewDTO>) -> ReviewPage {
        ReviewPage(
            page: dto.page,
            totalPages: dto.totalPages,
            totalResults: dto.totalResults,
            results: dto.results.compactMap(reviewMapper.map)
        )
    }
}
