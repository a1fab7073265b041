import CoreDomain
import DiscoverDomain
import DiscoverInfrastructure
import Foundation
import TMDbAdapterKit
import TMDbKit

/// The Discover context's streaming services of a region: TMDb's `/watch/providers/movie` and
/// `/watch/providers/tv` with `watch_region` (live; the offline catalog has no such lists and
/// answers 404).
///
/// TMDbKit's DTOs and errors stop here: callers get domain types and `DataAccessError`.
public struct TMDbDiscoverWatchProviderRemoteDataSource: DiscoverWatchProviderRemoteDataSource {
    private let client: TMDbClient
    private let language: String
    private let mapper = WatchProviderListItemMapper()

    /// - Parameters:
    ///   - client: The TMDb client, over whichever transport the composition root chose.
    ///   - language: TMDb's `language` parameter for every request, e.g. `en-US`.
    public init(client: TMDbClient, language: String) {
        self.client = client
        self.language = language
    }

    public func watchProviders(for mediaType: DiscoverMediaType, region: String) async throws(DataAccessError)
        -> [WatchProvider]
    {
        let list: TMDbWatchProviderList = mediaType == .movie ? .movie : .tv
        let dto = try await client.fetch(.watchProviderList(list, region: region, language: language))
        return dto.results.map { mapper.map($0, region: region) }
    }
}
