import CoreDomain
import Foundation

/// Gives the application layer pages of discovered movies or series, wherever they come from.
///
/// Implementations decide between cache and TMDb; callers only see domain types and typed errors.
public protocol DiscoverMediaRepository: Sendable {
    /// The page of movies or series `query` names, each a `MediaPreview` of the query's kind.
    func discover(_ query: DiscoverQuery) async throws(DataAccessError) -> MediaPreviewPage
}
