import CoreApplication
import Foundation
import TVSeriesDomain

/// Fetches one TV series's current cast and crew, with profile photos resolved.
public protocol FetchTVSeriesCreditsUseCase: Sendable {
    /// The credits of the series with a TMDb id, cast in billing order.
    func execute(tvSeriesID: TVSeries.ID) async throws(FetchError) -> CreditsDetails
}
