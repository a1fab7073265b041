import CoreDomain
import TrendingAdapters
import TrendingDomain

/// Every trending list the remote data source reads, with the TMDb path it asks for each window,
/// so requests and error mapping are tested for each.
enum TrendingCall: String, CaseIterable, Sendable, CustomStringConvertible {
    case all
    case movie
    case tvSeries
    case person

    var description: String { rawValue }

    /// The kind listed.
    var kind: TrendingMediaKind {
        switch self {
        case .all: .all
        case .movie: .movie
        case .tvSeries: .tvSeries
        case .person: .person
        }
    }

    /// The path TMDb is asked for by ``send(to:window:page:)``.
    func path(_ window: TrendingTimeWindow = .day) -> String {
        let media =
            switch self {
            case .all: "all"
            case .movie: "movie"
            case .tvSeries: "tv"
            case .person: "person"
            }
        return "/trending/\(media)/\(window.rawValue)"
    }

    /// Fetches `page` of this kind's trending list for `window`.
    func send(to dataSource: TMDbTrendingMediaRemoteDataSource, window: TrendingTimeWindow = .day, page: Int = 1)
        async throws(DataAccessError) -> MediaPreviewPage
    {
        try await dataSource.trending(TrendingQuery(kind: kind, timeWindow: window, page: page))
    }
}
