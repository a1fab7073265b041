import Foundation
import TVSeriesDomain

/// Maps a list or search page, with its results in order, between the domain and its cached records.
struct TVSeriesPreviewPageMapper {
    private let previewMapper = TVSeriesPreviewMapper()

    func map(_ entity: TVSeriesPreviewPageEntity) -> TVSeriesPreviewPage {
        TVSeriesPreviewPage(
            page: entity.page,
            totalPages: entity.totalPages,
            totalResults: entity.totalResults,
            results: (entity.results ?? []).map(previewMapper.map)
        )
    }

    func map(_ page: TVSeriesPreviewPage, pageKey: String, language: String, cachedAt: Date)
        -> TVSeriesPreviewPageEntity
    {
        var entity = TVSeriesPreviewPageEntity(
            pageKey: pageKey,
            page: page.page,
            totalPages: page.totalPages,
            totalResults: page.totalResults,
            language: language,
            cachedAt: cachedAt
        )
        map(page, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites the paging totals, language and results, and refreshes `cachedAt`.
    func map(_ page: TVSeriesPreviewPage, to entity: inout TVSeriesPreviewPageEntity, language: String, cachedAt: Date)
    {
        let pageKey = entity.pageKey
        entity.page = page.page
        entity.totalPages = page.totalPages
        entity.totalResults = page.totalResults
        entity.language = language
        entity.cachedAt = cachedAt
        entity.results = page.results.enumerated().map { previewMapper.map($1, pageKey: pageKey, position: $0) }
    }
}
