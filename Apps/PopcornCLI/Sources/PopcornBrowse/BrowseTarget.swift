/// What a screen shows, and what a row opens: a title, a person, a part of a series, a search,
/// or one of the start screen's tabs. The loader turns it into a ``BrowseScreen``.
public enum BrowseTarget: Hashable, Sendable {
    case home(BrowseTab)
    case search(String)
    case movie(Int)
    case tvSeries(Int)
    case season(seriesID: Int, season: Int)
    case episode(seriesID: Int, season: Int, episode: Int)
    case person(Int)

    /// The title a watchlist entry is for, when this target is one (a movie or a series).
    public var watchlistTitle: BrowseTarget? {
        switch self {
        case .movie, .tvSeries: self
        case .season(let seriesID, _), .episode(let seriesID, _, _): .tvSeries(seriesID)
        default: nil
        }
    }

    /// Itself when it can be watched (a movie, an episode): a series is watched episode by episode.
    public var watchable: BrowseTarget? {
        switch self {
        case .movie, .episode: self
        default: nil
        }
    }

    /// Itself when it can be rated (a movie, a series, an episode).
    public var ratable: BrowseTarget? {
        switch self {
        case .movie, .tvSeries, .episode: self
        default: nil
        }
    }

    /// The page on themoviedb.org for this target, when it has one.
    public var webURL: String? {
        let base = "https://www.themoviedb.org"
        return switch self {
        case .movie(let id): "\(base)/movie/\(id)"
        case .tvSeries(let id): "\(base)/tv/\(id)"
        case .season(let seriesID, let season): "\(base)/tv/\(seriesID)/season/\(season)"
        case .episode(let seriesID, let season, let episode):
            "\(base)/tv/\(seriesID)/season/\(season)/episode/\(episode)"
        case .person(let id): "\(base)/person/\(id)"
        case .home, .search: nil
        }
    }
}
