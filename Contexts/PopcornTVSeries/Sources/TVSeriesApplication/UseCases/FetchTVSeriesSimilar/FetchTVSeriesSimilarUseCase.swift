import CoreApplication
import Foundation
import TVSeriesDomain

/// Fetches a page of the series with the same genres and keywords as a series.
public protocol FetchTVSeriesSimilarUseCase: Sendable {
    /// Page `page` (1-based); the first comes with the series' details in one request.
    func execute(tvSeriesID: TVSeries.ID, page: Int) async throws(FetchError)
        -> TVSeriesPreviewDetailsPage
}
