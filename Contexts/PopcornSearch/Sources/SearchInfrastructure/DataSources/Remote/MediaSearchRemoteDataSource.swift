import CoreDomain
import Foundation
import SearchDomain

/// Where search results come from when the cache cannot answer: the port the TMDb adapter implements.
///
/// The remote is already configured with the language; callers never pass it.
public protocol MediaSearchRemoteDataSource: Sendable {
    /// The page of results `query` names, from TMDb: a multi-search for ``SearchDomain/MediaSearchKind/all``,
    /// else that kind's own search (narrowed by the year where TMDb can).
    func search(_ query: MediaSearchQuery) async throws(DataAccessError) -> MediaPreviewPage

    /// The movies, series and people TMDb's `/find` gives for an IMDb id, as one page.
    func find(_ id: IMDbID) async throws(DataAccessError) -> MediaPreviewPage
}
