import Foundation

extension Endpoint where Response == PagedResponseDTO<ReviewDTO> {
    /// `GET /movie/{id}/reviews?page=N`: one page of what TMDb's readers wrote about a movie, oldest
    /// first. The body's own `id` (the movie's) is not kept.
    public static func movieReviews(id: Int, page: Int, language: String?) -> Self {
        Self(
            path: "/movie/\(id)/reviews",
            queryItems: [URLQueryItem(name: "page", value: String(page))] + languageItems(language))
    }

    /// `GET /tv/{series_id}/reviews?page=N`: one page of what TMDb's readers wrote about a series,
    /// like ``movieReviews(id:page:language:)``.
    public static func tvSeriesReviews(id: Int, page: Int, language: String?) -> Self {
        Self(
            path: "/tv/\(id)/reviews",
            queryItems: [URLQueryItem(name: "page", value: String(page))] + languageItems(language))
    }
}
