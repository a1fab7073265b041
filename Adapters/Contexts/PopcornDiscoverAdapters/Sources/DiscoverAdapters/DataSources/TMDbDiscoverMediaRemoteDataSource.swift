import CoreDomain
import DiscoverDomain
import DiscoverInfrastructure
import Foundation
import TMDbAdapterKit
import TMDbKit

/// The Discover context's remote data source: TMDb's `/discover/movie` and `/discover/tv` (live or
/// the offline catalog), asked with the items ``TMDbDiscoverQueryBuilder`` builds.
///
/// TMDbKit's DTOs and errors stop here: callers get domain types and `DataAccessError`.
public struct TMDbDiscoverMediaRemoteDataSource: DiscoverMediaRemoteDataSource {
    private let client: TMDbClient
    private let language: String
    private let queryBuilder = TMDbDiscoverQueryBuilder()
    private let pageMapper = MediaPreviewPageMapper()
    private let movieMapper = MovieMediaPreviewMapper()
    private let tvSeriesMapper = TVSeriesMediaPreviewMapper()

    /// - Parameters:
    ///   - client: The TMDb client, over whichever transport the composition root chose.
    ///   - language: TMDb's `language` parameter for every request, e.g. `en-US`.
    public init(client: TMDbClient, language: String) {
        self.client = client
        self.language = language
    }

    public func discover(_ query: DiscoverQuery) async throws(DataAccessError) -> MediaPreviewPage {
        let parameters = queryBuilder.queryItems(for: query)
        switch query.mediaType {
        case .movie:
            let dto = try await client.fetch(.discoverMovies(parameters, language: language))
            return pageMapper.map(dto) { .movie(movieMapper.map($0)) }
        case .tvSeries:
            let dto = try await client.fetch(.discoverTVSeries(parameters, language: language))
            return pageMapper.map(dto) { .tvSeries(tvSeriesMapper.map($0)) }
        }
    }
}
