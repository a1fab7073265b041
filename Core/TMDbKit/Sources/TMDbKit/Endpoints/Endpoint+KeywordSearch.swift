import Foundation

extension Endpoint where Response == PagedResponseDTO<KeywordDTO> {
    /// `GET /search/keyword?query=…&page=N`: one page of the keywords whose name matches, so a
    /// keyword can be named instead of numbered. TMDb's keywords have no language: none is sent.
    public static func searchKeywords(query: String, page: Int) -> Self {
        Self(
            path: "/search/keyword",
            queryItems: [URLQueryItem(name: "query", value: query), URLQueryItem(name: "page", value: String(page))]
        )
    }
}
