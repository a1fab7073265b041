import Foundation
import TMDbKit

/// `/search/keyword`, answered from the keywords files of the catalog's movies and series.
extension CatalogTMDbTransport {
    /// One page of the keywords whose names contain `query` (see ``CatalogKeywordIndex``), by name,
    /// 20 a page; an empty query finds none, as on TMDb.
    func keywordSearchPage(_ request: TMDbRequest) async -> TMDbResponse {
        guard let page = Self.page(of: request) else {
            return CatalogAnswer.invalidPage
        }
        let found = await store.searchKeywords(query: request.queryValue("query") ?? "")
        return CatalogAnswer.page(page, of: Self.slice(found, page: page), total: found.count)
    }
}
