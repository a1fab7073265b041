import CoreDomain
import Foundation
import ReviewsDomain

/// Where reviews come from when the cache cannot answer: the port the TMDb adapter implements.
///
/// Callers pass no language: reviews are TMDb's in its default language (see the adapter). They are
/// still cached per reader language, as every cache entry is, so another `--language` asks again.
public protocol ReviewRemoteDataSource: Sendable {
    /// Page `page` (1-based) of the reviews of `title`, from TMDb.
    func reviews(of title: ReviewedTitle, page: Int) async throws(DataAccessError) -> ReviewPage
}
