import GenresDomain

extension GenreMediaType {
    /// How the kind reads before "genre" in a sentence: `no movie genre is called ...`,
    /// `the series genres are ...`.
    var noun: String {
        switch self {
        case .movie: "movie"
        case .tv: "series"
        }
    }

    /// The heading of the kind's list: `Movie genres`, `Series genres`.
    var heading: String {
        switch self {
        case .movie: "Movie genres"
        case .tv: "Series genres"
        }
    }
}
