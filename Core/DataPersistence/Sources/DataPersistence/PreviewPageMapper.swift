import CoreDomain
import Foundation

/// Maps any context's page of results to its ``PreviewPageEntity`` and back, each result through
/// the context's own row mapper: the three-method mapper every list and search cache uses.
public struct PreviewPageMapper<Tables: PreviewPageTables, Page: ResultsPage, ResultMapper: OwnedRowMapping>: Sendable
where ResultMapper.Value == Page.Result, ResultMapper.Row == Tables.Result {
    private let resultMapper: ResultMapper

    /// A mapper storing each result with `resultMapper`.
    public init(resultMapper: ResultMapper) {
        self.resultMapper = resultMapper
    }

    public func map(_ entity: PreviewPageEntity<Tables>) -> Page {
        Page(
            page: entity.page,
            totalPages: entity.totalPages,
            totalResults: entity.totalResults,
            results: (entity.results ?? []).map(resultMapper.map)
        )
    }

    public func map(_ page: Page, pageKey: String, language: String, cachedAt: Date) -> PreviewPageEntity<Tables> {
        var entity = PreviewPageEntity<Tables>(
            pageKey: pageKey, page: page.page, totalPages: page.totalPages, totalResults: page.totalResults,
            language: language, cachedAt: cachedAt)
        map(page, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites the paging totals, language and results, and refreshes `cachedAt`.
    public func map(_ page: Page, to entity: inout PreviewPageEntity<Tables>, language: String, cachedAt: Date) {
        entity.page = page.page
        entity.totalPages = page.totalPages
        entity.totalResults = page.totalResults
        entity.language = language
        entity.cachedAt = cachedAt
        entity.results = page.results.map(resultMapper.map)
    }
}
