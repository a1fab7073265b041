import Foundation

extension Endpoint where Response == PagedResponseDTO<MovieListItemDTO> {
    /// `GET /movie/popular|top_rated|now_playing|upcoming?page=N`: one page of a curated list.
    public static func movieList(_ list: TMDbMovieList, page: Int, language: String?) -> Self {
        Self(
            path: "/movie/\(list.rawValue)",
            queryItems: [URLQueryItem(name: "page", value: String(page))] + languageItems(language)
        )
    }

    /// `GET /search/movie?query=…&year=…&page=N`: one page of movies whose title matches.
    public static func searchMovies(query: String, year: Int?, page: Int, language: String?) -> Self {
        var items = [URLQueryItem(name: "query", value: query)]
        if let year {
            items.append(URLQueryItem(name: "year", value: String(year)))
        }
        items.append(URLQueryItem(name: "page", value: String(page)))
        return Self(path: "/search/movie", queryItems: items + languageItems(language))
    }
}
