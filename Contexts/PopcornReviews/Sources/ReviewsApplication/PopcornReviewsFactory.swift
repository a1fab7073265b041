import CoreDomain
import Foundation
import ReviewsDomain

/// The Reviews context's one factory: builds its use cases from its repository.
/// `ReviewsComposition` adds the initialiser that builds that over the cache and TMDb, which the
/// composition root (the CLI) calls at most once per command.
public struct PopcornReviewsFactory: Sendable {
    private let reviewRepository: any ReviewRepository

    public init(reviewRepository: some ReviewRepository) {
        self.reviewRepository = reviewRepository
    }

    /// The use case that shows a page of the reviews of a movie or a series.
    public func makeFetchReviewsUseCase() -> some FetchReviewsUseCase {
        DefaultFetchReviewsUseCase(reviewRepository: reviewRepository)
    }
}
