import CoreDomain
import SearchDomain

extension TMDbReferenceKind {
    /// The kind of search result a `<ref>` of this kind names.
    var mediaKind: MediaKind {
        switch self {
        case .movie: .movie
        case .tv: .tvSeries
        case .person: .person
        }
    }

    /// The kind of `<ref>` that opens a search result of `kind`.
    init(_ kind: MediaKind) {
        switch kind {
        case .movie: self = .movie
        case .tvSeries: self = .tv
        case .person: self = .person
        }
    }

    /// `movies`, `series`, `people`: how several of the kind are named in messages.
    var plural: String {
        switch self {
        case .movie: "movies"
        case .tv: "series"
        case .person: "people"
        }
    }

    /// `movie`, `series`, `person`: how one of the kind is named in messages.
    var noun: String {
        switch self {
        case .movie: "movie"
        case .tv: "series"
        case .person: "person"
        }
    }
}
