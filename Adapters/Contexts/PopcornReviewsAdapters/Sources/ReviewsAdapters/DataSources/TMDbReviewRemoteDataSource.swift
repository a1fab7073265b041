import CoreDomain
import Foundation
import ReviewsDomain
import ReviewsInfrastructure
import TMDbAdapterKit
import TMDbKit

/// The Reviews context's remote data source, answered by TMDb's `/movie/{id}/reviews` and
/// `/tv/{id}/reviews` (live; the offline catalog holds no reviews and answers 404).
///
/// Reviews are asked for without the reader's `language`: TMDb would then send only the reviews
/// written in that language, and its readers write nearly all of them in English, so a French
/// reader would be told a much-reviewed film has none. TMDb's default (English) is what it sends.
///
/// TMDbKit's DTOs and errors stop here: callers get domain types and `DataAccessError`.
public struct TMDbReviewRemoteDataSource: ReviewRemoteDataSource {
    private let client: TMDbClient
    private let pageMapper = ReviewPageMapper()

    /// - Parameter client: The TMDb client, over whichever transport the composition root chose.
    public init(client: TMDbClient) {
        self.client = client
    }

    public func reviews(of title: ReviewedTitle, page: Int) async throws(DataAccessError) -> ReviewPage {
        let endpoint: Endpoint<PagedResponseDTO<ReviewDTO>> =
            switch title {
            case .movie(let id): .movieReviews(id: id, page: page, language: nil)
            case .tvSeries(let id): .tvSeriesReviews(id: id, page: page, language: nil)
            }
        return pageMapper.map(try await client.fetch(endpoint))
    }
}
