import Foundation

extension Endpoint where Response == PagedResponseDTO<TVSeriesListItemDTO> {
    /// `GET /tv/{id}/recommendations?page=N`: one page of series TMDb recommends to whoever
    /// liked this one.
    public static func tvSeriesRecommendations(id: Int, page: Int, language: String?) -> Self {
        Self(
            path: "/tv/\(id)/recommendations",
            queryItems: [URLQueryItem(name: "page", value: String(page))] + languageItems(language))
    }

    /// `GET /tv/{id}/similar?page=N`: one page of series with the same genres and keywords.
    public static func tvSeriesSimilar(id: Int, page: Int, language: String?) -> Self {
        Self(
            path: "/tv/\(id)/similar",
            queryItems: [URLQueryItem(name: "page", value: String(page))] + languageItems(language))
    }
}
