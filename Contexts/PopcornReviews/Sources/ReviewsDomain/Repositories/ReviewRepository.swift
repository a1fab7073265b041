import CoreDomain
import Foundation

/// Gives the application layer the reviews of a movie or a series, wherever they come from.
///
/// Implementations decide between cache and TMDb; callers only see domain types and typed errors.
public protocol ReviewRepository: Sendable {
    /// Page `page` (1-based) of the reviews of `title`; `notFound` when TMDb knows no such title.
    func reviews(of title: ReviewedTitle, page: Int) async throws(DataAccessError) -> ReviewPage
}
