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
}
