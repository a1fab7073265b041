import Foundation
import TMDbKit

/// `/collection/{id}` and `/search/collection`, answered from the movies' `belongs_to_collection`.
extension CatalogTMDbTransport {
    /// The collection `id` with its catalogued movies, or TMDb's 404 when no movie belongs to it.
    func collectionAnswer(_ id: Int) async -> TMDbResponse {
        guard let collection = await store.collection(id: id) else {
            return CatalogAnswer.notFound
        }
        return CatalogAnswer.json(CatalogCollectionAnswer(collection: collection))
    }

    /// One page of the collections whose names match `query`, most popular first, 20 a page.
    func collectionSearchPage(_ request: TMDbRequest) async -> TMDbResponse {
        guard let page = Self.page(of: request) else {
            return CatalogAnswer.invalidPage
        }
        let matcher = CatalogTitleMatcher(query: request.queryValue("query") ?? "")
        let found = matcher.isEmpty ? [] : await store.searchCollections(matching: matcher)
        return CatalogAnswer.page(page, of: Self.slice(found, page: page), total: found.count)
    }
}
