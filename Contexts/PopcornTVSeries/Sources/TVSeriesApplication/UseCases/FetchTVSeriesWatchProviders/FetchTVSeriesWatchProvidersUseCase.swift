import CoreApplication
import Foundation
import TVSeriesDomain

/// Fetches where a series can be watched in the reader's region, by kind of offer.
public protocol FetchTVSeriesWatchProvidersUseCase: Sendable {
    /// The offers in `region` (ISO 3166-1, any case), with TMDb's page of them; every list empty
    /// when TMDb lists none there.
    func execute(
        tvSeriesID: TVSeries.ID,
        region: String
    ) async throws(FetchError) -> WatchProviderOffersDetails
}
