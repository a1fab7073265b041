import CoreDomain
import SearchAdapters
import SearchDomain

/// Every kind of search the remote data source runs, with the TMDb path it asks, so requests and error
/// mapping are tested for each.
enum RemoteCall: String, CaseIterable, Sendable, CustomStringConvertible {
    case all
    case movie
    case tvSeries
    case person

    var description: String { rawValue }

    /// The kind searched for.
    var kind: MediaSearchKind {
        switch self {
        case .all: .all
        case .movie: .movie
        case .tvSeries: .tvSeries
        case .person: .person
        }
    }

    /// The path TMDb is asked for by ``send(to:text:)``.
    var path: String {
        switch self {
        case .all: "/search/multi"
        case .movie: "/search/movie"
        case .tvSeries: "/search/tv"
        case .person: "/search/person"
        }
    }

    /// Searches page 1 of `text`, for this kind, without a year.
    func send(to dataSource: TMDbMediaSearchRemoteDataSource, text: String = "fight") async throws(DataAccessError)
        -> MediaPreviewPage
    {
        try await dataSource.search(MediaSearchQuery(text: text, kind: kind))
    }
}
