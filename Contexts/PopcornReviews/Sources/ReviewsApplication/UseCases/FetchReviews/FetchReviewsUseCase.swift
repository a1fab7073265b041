import CoreApplication
import Foundation
import ReviewsDomain

/// Fetches one page of what TMDb's readers wrote about a movie or a series, for presentation.
public protocol FetchReviewsUseCase: Sendable {
    /// Page `page` (1-based) of the reviews of `title`.
    func execute(title: ReviewedTitle, page: Int) async throws(FetchError) -> ReviewDetailsPage
}
