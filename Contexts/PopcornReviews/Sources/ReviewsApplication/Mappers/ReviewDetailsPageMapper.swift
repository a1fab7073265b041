import Foundation
import ReviewsDomain

/// Turns a domain `ReviewPage` into `ReviewDetailsPage`, each review through `ReviewDetailsMapper`.
struct ReviewDetailsPageMapper {
    private let reviewMapper = ReviewDetailsMapper()

    func map(_ page: ReviewPage) -> ReviewDetailsPage {
        ReviewDetailsPage(
            page: page.page,
            totalPages: page.totalPages,
            totalResults: page.totalResults,
            results: page.results.map(reviewMapper.map)
        )
    }
}
