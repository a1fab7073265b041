import CoreApplication
import Foundation
import TVSeriesDomain

/// Fetches what another context keeps of a series, so it need not take the details screen apart.
public protocol FetchTVSeriesSummaryUseCase: Sendable {
    /// The summary of the series with a TMDb id: its details alone, at most one TMDb request, none
    /// when cached; it never asks the watchlist.
    func execute(id: TVSeries.ID) async throws(FetchError) -> TVSeriesSummary
}
