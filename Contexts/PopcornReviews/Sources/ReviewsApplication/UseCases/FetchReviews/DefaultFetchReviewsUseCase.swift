import CoreApplication
import CoreDomain
import Foundation
import ReviewsDomain

/// Asks the repository for the page and maps it; reviews have no images to resolve.
struct DefaultFetchReviewsUseCase: FetchReviewsUseCase {
    private let reviewRepository: any ReviewRepository
    private let mapper = ReviewDetailsPageMapper()

    init(reviewRepository: some ReviewRepository) {
        self.reviewRepository = reviewRepository
    }

    func execute(title: ReviewedTitle, page: Int) async throws(FetchError) -> ReviewDetailsPage {
        do {
            return mapper.map(try await reviewRepository.reviews(of: title, page: page))
        } catch {
            throw FetchError(error)
        }
    }
}
