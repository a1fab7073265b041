import CoreDomain
import Foundation
import TMDbAdapterKit
import TMDbKit
import TrendingDomain
import TrendingInfrastructure

/// The Trending context's remote data source: TMDb's `/trending/all/{day|week}` for every kind at
/// once, and `/trending/movie|tv|person/{day|week}` for one kind (live or the offline catalog).
///
/// A row of a kind the domain does not know is left out, TMDb's totals kept. TMDbKit's DTOs and
/// errors stop here: callers get domain types and `DataAccessError`.
public struct TMDbTrendingMediaRemoteDataSource: TrendingMediaRemoteDataSource {
    private let client: TMDbClient
    private let language: String
    private let pageMapper = MediaPreviewPageMapper()
    private let mediaPreviewMapper = MediaPreviewMapper()
    private let movieMapper = MovieMediaPreviewMapper()
    private let tvSeriesMapper = TVSeriesMediaPreviewMapper()
    private let personMapper = PersonMediaPreviewMapper()

    /// - Parameters:
    ///   - client: The TMDb client, over whichever transport the composition root chose.
    ///   - language: TMDb's `language` parameter for every request, e.g. `en-US`.
    public init(client: TMDbClient, language: String) {
        self.client = client
        self.language = language
    }

    public func trending(_ query: TrendingQuery) async throws(DataAccessError) -> MediaPreviewPage {
        let (window, page) = (Self.window(query.timeWindow), query.page)
        switch query.kind {
        case .all:
            let dto = try await client.fetch(.trendingAll(window: window, page: page, language: language))
            return pageMapper.map(dto, result: mediaPreviewMapper.map)
        case .movie:
            let dto = try await client.fetch(.trendingMovies(window: window, page: page, language: language))
            return pageMapper.map(dto) { .movie(movieMapper.map($0)) }
        case .tvSeries:
            let dto = try await client.fetch(.trendingTVSeries(window: window, page: page, language: language))
            return pageMapper.map(dto) { .tvSeries(tvSeriesMapper.map($0)) }
        case .person:
            let dto = try await client.fetch(.trendingPeople(window: window, page: page, language: language))
            return pageMapper.map(dto) { .person(personMapper.map($0)) }
        }
    }

    /// TMDb's path segment for a time window.
    private static func window(_ timeWindow: TrendingTimeWindow) -> TMDbTrendingWindow {
        switch timeWindow {
        case .day: .day
        case .week: .week
        }
    }
}
