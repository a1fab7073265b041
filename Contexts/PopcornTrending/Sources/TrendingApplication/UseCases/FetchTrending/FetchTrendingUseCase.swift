import CoreApplication
import Foundation
import TrendingDomain

/// Lists what is trending on TMDb today or this week: movies, series and people mixed, or one kind.
public protocol FetchTrendingUseCase: Sendable {
    /// The page of trending results `query` names, in TMDb's order, with images resolved.
    func execute(_ query: TrendingQuery) async throws(FetchError) -> MediaPreviewDetailsPage
}
