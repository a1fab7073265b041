import TVSeriesDomain

extension TVSeriesListKind {
    /// The subcommand that shows the list: `popular`, `top-rated`, `on-the-air`, `airing-today`.
    var commandName: String {
        switch self {
        case .popular: "popular"
        case .topRated: "top-rated"
        case .onTheAir: "on-the-air"
        case .airingToday: "airing-today"
        }
    }

    /// How the list is named in headers and messages.
    var displayName: String {
        switch self {
        case .popular: "Popular TV series"
        case .topRated: "Top rated TV series"
        case .onTheAir: "TV series on the air"
        case .airingToday: "TV series airing today"
        }
    }
}
