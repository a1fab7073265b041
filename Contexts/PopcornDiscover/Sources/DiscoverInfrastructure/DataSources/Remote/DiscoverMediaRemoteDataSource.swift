import CoreDomain
import DiscoverDomain
import Foundation

/// Where discovered pages come from when the cache cannot answer: the port the TMDb adapter implements.
///
/// The remote is already configured with the language; callers never pass it.
public protocol DiscoverMediaRemoteDataSource: Sendable {
    /// The page `query` names, from TMDb's `/discover/movie` or `/discover/tv`.
    func discover(_ query: DiscoverQuery) async throws(DataAccessError) -> MediaPreviewPage
}
