import Foundation

extension Endpoint where Response == PagedResponseDTO<MultiSearchResultDTO> {
    /// `GET /search/multi?query=…&page=N`: one page of the movies, series and people whose
    /// title or name matches, mixed in TMDb's order, each row told apart by `media_type`.
    public static func searchMulti(query: String, page: Int, language: String?) -> Self {
        Self(
            path: "/search/multi",
            queryItems: [URLQueryItem(name: "query", value: query), URLQueryItem(name: "page", value: String(page))]
                + languageItems(language)
        )
    }
}
