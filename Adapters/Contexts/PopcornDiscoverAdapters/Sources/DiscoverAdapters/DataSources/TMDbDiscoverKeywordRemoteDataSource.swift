import CoreDomain
import DiscoverInfrastructure
import Foundation
import TMDbAdapterKit
import TMDbKit

/// The Discover context's keyword search: TMDb's `/search/keyword`, first page (the offline catalog
/// answers it from the few keywords it holds).
///
/// TMDbKit's DTOs and errors stop here: callers get domain types and `DataAccessError`.
public struct TMDbDiscoverKeywordRemoteDataSource: DiscoverKeywordRemoteDataSource {
    private let client: TMDbClient
    private let mapper = KeywordMapper()

    /// - Parameter client: The TMDb client, over whichever transport the composition root chose.
    public init(client: TMDbClient) {
        self.client = client
    }

    public func keywords(matching name: String) async throws(DataAccessError) -> [Keyword] {
        let page = try await client.fetch(.searchKeywords(query: name, page: 1))
        return page.results.map { mapper.map($0) }
    }
}
