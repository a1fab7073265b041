import CoreApplication
import Foundation
import TVSeriesDomain

/// Searches TV series by name.
public protocol SearchTVSeriesUseCase: Sendable {
    /// Page `page` of the series whose names match `query`, optionally first aired in `firstAirDateYear`.
    func execute(
        query: String,
        firstAirDateYear: Int?,
        page: Int
    ) async throws(FetchError) -> TVSeriesPreviewDetailsPage
}
