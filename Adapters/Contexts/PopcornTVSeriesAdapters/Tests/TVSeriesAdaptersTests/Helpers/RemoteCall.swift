import CoreDomain
import TVSeriesAdapters

/// Every method of the remote data source, with the TMDb path it asks, so error mapping is tested for each.
enum RemoteCall: String, CaseIterable, Sendable, CustomStringConvertible {
    case tvSeries
    case recommendations
    case similar
    case episode
    case episodeCredits
    case list
    case search

    var description: String { rawValue }

    /// The path TMDb is asked for by ``send(to:)``.
    var path: String {
        switch self {
        case .tvSeries: "/tv/1396"
        case .recommendations: "/tv/1396/recommendations"
        case .similar: "/tv/1396/similar"
        case .episode: "/tv/1396/season/5/episode/16"
        case .episodeCredits: "/tv/1396/season/1/episode/1/credits"
        case .list: "/tv/popular"
        case .search: "/search/tv"
        }
    }

    /// Calls the method, discarding the mapped answer.
    func send(to dataSource: TMDbTVSeriesRemoteDataSource) async throws(DataAccessError) {
        switch self {
        case .tvSeries: _ = try await dataSource.tvSeries(withID: 1396, appending: [.credits, .season(1)])
        case .recommendations: _ = try await dataSource.recommendations(forTVSeries: 1396, page: 2)
        case .similar: _ = try await dataSource.similar(forTVSeries: 1396, page: 2)
        case .episode: _ = try await dataSource.episode(16, inSeason: 5, inTVSeries: 1396)
        case .episodeCredits: _ = try await dataSource.episodeCredits(1, inSeason: 1, inTVSeries: 1396)
        case .list: _ = try await dataSource.tvSeries(in: .popular, page: 1)
        case .search: _ = try await dataSource.searchTVSeries(query: "breaking", firstAirDateYear: nil, page: 1)
        }
    }
}
