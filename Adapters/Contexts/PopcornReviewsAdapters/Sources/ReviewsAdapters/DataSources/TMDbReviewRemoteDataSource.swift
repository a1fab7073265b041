import CoreDomain
import Foundation
import ReviewsDomain
import ReviewsInfrastructure
import TMDbAdapterKit
import TMDbKit

/// The Reviews context's remote data source, answered by TMDb's `/movie/{id}/reviews` and
/// `/tv/{id}/reviews` (live; the offline catalog holds no reviews and answers 404).
///
/// TMDbKit's DTOs and errors stop here: callers get domain types and `DataAccessError`.
public struct TMDbReviewRemoteDataSource: ReviewRemoteDataSource {
    private let client: TMDbClient
    private let language: String
    private let pageMapper = ReviewPageMapper()

    /// - Parameters:
    ///   - client: The TMDb client, over whichever transport the composition root chose.
    ///   - language: TMDb's `language` parameter for every request, e.g. `en-US`.
    public init(client: TMDbClient, language: String) {
        self.client = client
        self.language = language
    }

    public func reviews(of title: ReviewedTitle, page: Int) async throws(DataAccessError) -> ReviewPage {
        let endpoint: Endpoint<PagedResponseDTO<ReviewDTO>> =
            switch title {
            case .movie(let id): .movieReviews(id: id, page: page, language: language)
            case .tvSeries(let id): .tvSeriesReviews(id: id, page: page, language: language)
            }
        return pageMapper.map(try await client.fetch(endpoint))
    }
}
