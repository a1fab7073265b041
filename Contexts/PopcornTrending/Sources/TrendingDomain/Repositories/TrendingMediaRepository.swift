import CoreDomain
import Foundation

/// Gives the application layer pages of what is trending, wherever they come from.
///
/// Implementations decide between cache and TMDb; callers only see domain types and typed errors.
public protocol TrendingMediaRepository: Sendable {
    /// The page of trending movies, series and people `query` names, in TMDb's order.
    func trending(_ query: TrendingQuery) async throws(DataAccessError) -> MediaPreviewPage
}
