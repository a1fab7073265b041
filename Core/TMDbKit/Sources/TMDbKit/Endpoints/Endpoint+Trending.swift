import Foundation

extension Endpoint where Response == PagedResponseDTO<MultiSearchResultDTO> {
    /// `GET /trending/all/{day|week}?page=N`: one page of the movies, series and people trending,
    /// mixed in TMDb's order, each row told apart by `media_type` (an unknown kind decodes as
    /// ``MultiSearchResultDTO/other(mediaType:id:)``).
    public static func trendingAll(window: TMDbTrendingWindow, page: Int, language: String?) -> Self {
        Self(path: trendingPath("all", window), queryItems: trendingItems(page: page, language: language))
    }
}

extension Endpoint where Response == PagedResponseDTO<MovieListItemDTO> {
    /// `GET /trending/movie/{day|week}?page=N`: one page of the movies trending.
    public static func trendingMovies(window: TMDbTrendingWindow, page: Int, language: String?) -> Self {
        Self(path: trendingPath("movie", window), queryItems: trendingItems(page: page, language: language))
    }
}

extension Endpoint where Response == PagedResponseDTO<TVSeriesListItemDTO> {
    /// `GET /trending/tv/{day|week}?page=N`: one page of the series trending.
    public static func trendingTVSeries(window: TMDbTrendingWindow, page: Int, language: String?) -> Self {
        Self(path: trendingPath("tv", window), queryItems: trendingItems(page: page, language: language))
    }
}

extension Endpoint where Response == PagedResponseDTO<PersonListItemDTO> {
    /// `GET /trending/person/{day|week}?page=N`: one page of the people trending, with `known_for`.
    public static func trendingPeople(window: TMDbTrendingWindow, page: Int, language: String?) -> Self {
        Self(path: trendingPath("person", window), queryItems: trendingItems(page: page, language: language))
    }
}

extension Endpoint {
    /// `/trending/{media}/{window}`.
    static func trendingPath(_ media: String, _ window: TMDbTrendingWindow) -> String {
        "/trending/\(media)/\(window.rawValue)"
    }

    /// `[page=N, language=…]`, as every trending list takes them.
    static func trendingItems(page: Int, language: String?) -> [URLQueryItem] {
        [URLQueryItem(name: "page", value: String(page))] + languageItems(language)
    }
}
