import CoreApplication
import Foundation
import TVSeriesDomain

/// Fetches everyone who ever appeared in or worked on a TV series, with profile photos resolved.
public protocol FetchTVSeriesAggregateCreditsUseCase: Sendable {
    /// The aggregate credits of the series with a TMDb id: cast in billing order, crew as TMDb groups it.
    func execute(tvSeriesID: TVSeries.ID) async throws(FetchError) -> AggregateCreditsDetails
}
