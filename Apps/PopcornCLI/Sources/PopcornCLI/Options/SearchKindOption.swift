import ArgumentParser
import SearchDomain

/// `--kind all|movie|tv|person` of `popcorn search`.
enum SearchKindOption: String, ArgumentChoice, Sendable {
    case all
    case movie
    case tv
    case person

    /// The Search context's kind.
    var searchKind: MediaSearchKind {
        switch self {
        case .all: .all
        case .movie: .movie
        case .tv: .tvSeries
        case .person: .person
        }
    }

    /// What the heading calls the results: `Movies, series and people`, `Movies`.
    var heading: String {
        switch self {
        case .all: "Movies, series and people"
        case .movie: "Movies"
        case .tv: "Series"
        case .person: "People"
        }
    }
}
