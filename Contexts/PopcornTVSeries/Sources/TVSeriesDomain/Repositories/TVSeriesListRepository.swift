import CoreDomain
import Foundation

/// Gives the application layer pages of TMDb's series lists and series search results.
public protocol TVSeriesListRepository: Sendable {
    /// One page of a curated list such as popular or airing today.
    func tvSeries(in list: TVSeriesListKind, page: Int) async throws(DataAccessError) -> TVSeriesPreviewPage

    /// One page of series whose names match `query`, optionally first aired in `firstAirDateYear`.
    func searchTVSeries(
        query: String,
        firstAirDateYear: Int?,
        page: Int
    ) async throws(DataAccessError) -> TVSeriesPreviewPage
}
