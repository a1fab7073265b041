import Foundation

extension Endpoint where Response == PagedResponseDTO<TVSeriesListItemDTO> {
    /// `GET /tv/popular|top_rated|on_the_air|airing_today?page=N`: one page of a curated list.
    public static func tvSeriesList(_ list: TMDbTVSeriesList, page: Int, language: String?) -> Self {
        Self(
            path: "/tv/\(list.rawValue)",
            queryItems: [URLQueryItem(name: "page", value: String(page))] + languageItems(language)
        )
    }

    /// `GET /search/tv?query=…&first_air_date_year=…&page=N`: one page of series whose name matches.
    public static func searchTVSeries(query: String, firstAirDateYear: Int?, page: Int, language: String?) -> Self {
        var items = [URLQueryItem(name: "query", value: query)]
        if let firstAirDateYear {
            items.append(URLQueryItem(name: "first_air_date_year", value: String(firstAirDateYear)))
        }
        items.append(URLQueryItem(name: "page", value: String(page)))
        return Self(path: "/search/tv", queryItems: items + languageItems(language))
    }
}
