import CoreDomain
import Foundation
import ReviewsDomain

/// Where reviews come from when the cache cannot answer: the port the TMDb adapter implements.
///
/// The remote is already configured with the language; callers never pass it.
public protocol ReviewRemoteDataSource: Sendable {
    /// Page `page` (1-based) of the reviews of `title`, from TMDb.
    func reviews(of title: ReviewedTitle, page: Int) async throws(DataAccessError) -> ReviewPage
}
