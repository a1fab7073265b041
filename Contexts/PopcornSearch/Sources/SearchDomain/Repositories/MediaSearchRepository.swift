import CoreDomain
import Foundation

/// Gives the application layer pages of search results, wherever they come from.
///
/// Implementations decide between cache and TMDb; callers only see domain types and typed errors.
public protocol MediaSearchRepository: Sendable {
    /// The page of results `query` names.
    func search(_ query: MediaSearchQuery) async throws(DataAccessError) -> MediaPreviewPage
}
