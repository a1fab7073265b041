import Foundation

extension Endpoint where Response == PagedResponseDTO<CollectionListItemDTO> {
    /// `GET /search/collection?query=…&page=N`: one page of the collections whose name matches, so a
    /// collection can be opened by its name.
    public static func searchCollections(query: String, page: Int, language: String?) -> Self {
        Self(
            path: "/search/collection",
            queryItems: [URLQueryItem(name: "query", value: query), URLQueryItem(name: "page", value: String(page))]
                + languageItems(language)
        )
    }
}
