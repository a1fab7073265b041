import Foundation

extension Endpoint where Response == PagedResponseDTO<MovieListItemDTO> {
    /// `GET /movie/{id}/recommendations?page=N`: one page of movies TMDb recommends to
    /// whoever liked this one.
    public static func movieRecommendations(id: Int, page: Int, language: String?) -> Self {
        Self(
            path: "/movie/\(id)/recommendations",
            queryItems: [URLQueryItem(name: "page", value: String(page))] + languageItems(language))
    }

    /// `GET /movie/{id}/similar?page=N`: one page of movies with the same genres and keywords.
    public static func movieSimilar(id: Int, page: Int, language: String?) -> Self {
        Self(
            path: "/movie/\(id)/similar",
            queryItems: [URLQueryItem(name: "page", value: String(page))] + languageItems(language))
    }
}
