import CoreDomain
import Foundation

/// Gives the application layer pages of search results, wherever they come from.
///
/// Implementations decide between cache and TMDb; callers only see domain types and typed errors.
public protocol MediaSearchRepository: Sendable {
    /// The page of results `query` names.
    func search(_ query: MediaSearchQuery) async throws(DataAccessError) -> MediaPreviewPage

    /// What TMDb finds for an IMDb id (a movie, a series or a person, or nothing), as one page:
    /// how a `<ref>` written as an IMDb id becomes a TMDb id. Cached like a search.
    func find(_ id: IMDbID) async throws(DataAccessError) -> MediaPreviewPage
}
