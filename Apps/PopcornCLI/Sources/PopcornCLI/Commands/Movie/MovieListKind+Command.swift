import MoviesDomain

extension MovieListKind {
    /// The subcommand that shows the list: `popular`, `top-rated`, `now-playing`, `upcoming`.
    var commandName: String {
        switch self {
        case .popular: "popular"
        case .topRated: "top-rated"
        case .nowPlaying: "now-playing"
        case .upcoming: "upcoming"
        }
    }

    /// How the list is named in headers and messages.
    var displayName: String {
        switch self {
        case .popular: "Popular movies"
        case .topRated: "Top rated movies"
        case .nowPlaying: "Movies now playing"
        case .upcoming: "Upcoming movies"
        }
    }
}
