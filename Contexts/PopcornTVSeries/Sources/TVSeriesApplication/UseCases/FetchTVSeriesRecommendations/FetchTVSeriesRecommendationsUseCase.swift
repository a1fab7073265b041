import CoreApplication
import Foundation
import TVSeriesDomain

/// Fetches a page of the series TMDb recommends to whoever liked a series.
public protocol FetchTVSeriesRecommendationsUseCase: Sendable {
    /// Page `page` (1-based); the first comes with the series' details in one request.
    func execute(tvSeriesID: TVSeries.ID, page: Int) async throws(FetchError)
        -> TVSeriesPreviewDetailsPage
}
