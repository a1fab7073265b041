import Foundation

extension Endpoint where Response == PagedResponseDTO<PersonListItemDTO> {
    /// `GET /person/popular?page=N`: one page of the most popular people.
    public static func popularPeople(page: Int, language: String?) -> Self {
        Self(
            path: "/person/popular",
            queryItems: [URLQueryItem(name: "page", value: String(page))] + languageItems(language)
        )
    }

    /// `GET /search/person?query=…&page=N`: one page of people whose name (or another name
    /// they are known by) matches.
    public static func searchPeople(query: String, page: Int, language: String?) -> Self {
        Self(
            path: "/search/person",
            queryItems: [URLQueryItem(name: "query", value: query), URLQueryItem(name: "page", value: String(page))]
                + languageItems(language)
        )
    }
}
