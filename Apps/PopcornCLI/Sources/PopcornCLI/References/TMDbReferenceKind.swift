/// What a themoviedb.org URL points at, so a command can tell the user which command opens it.
enum TMDbReferenceKind: String, Sendable, Equatable, CaseIterable {
    case movie
    case tv
    case person

    /// How the kind is named in messages ("a TV series").
    var article: String {
        switch self {
        case .movie: "a movie"
        case .tv: "a TV series"
        case .person: "a person"
        }
    }

    /// An id of this kind, for messages: `550`.
    var exampleID: Int {
        switch self {
        case .movie: 550
        case .tv: 1396
        case .person: 287
        }
    }

    /// A themoviedb.org URL of this kind, for messages.
    var exampleURL: String {
        switch self {
        case .movie: "https://www.themoviedb.org/movie/550-fight-club"
        case .tv: "https://www.themoviedb.org/tv/1396-breaking-bad"
        case .person: "https://www.themoviedb.org/person/287-brad-pitt"
        }
    }
}
