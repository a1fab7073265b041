import ArgumentParser
import TrendingDomain

/// The `[all|movie|tv|person]` argument of `popcorn trending`.
enum TrendingKindOption: String, ArgumentChoice, Sendable {
    case all
    case movie
    case tv
    case person

    /// The Trending context's kind.
    var trendingKind: TrendingMediaKind {
        switch self {
        case .all: .all
        case .movie: .movie
        case .tv: .tvSeries
        case .person: .person
        }
    }

    /// What the heading calls the results: `movies, series and people`, `movies`.
    var noun: String {
        switch self {
        case .all: "movies, series and people"
        case .movie: "movies"
        case .tv: "series"
        case .person: "people"
        }
    }
}
