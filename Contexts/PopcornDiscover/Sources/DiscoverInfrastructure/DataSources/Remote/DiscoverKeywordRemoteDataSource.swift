import CoreDomain
import Foundation

/// Where keyword searches are answered when the cache cannot: the port the TMDb adapter implements.
public protocol DiscoverKeywordRemoteDataSource: Sendable {
    /// The first page of keywords TMDb's `/search/keyword` finds for `name`, most relevant first.
    func keywords(matching name: String) async throws(DataAccessError) -> [Keyword]
}
