import Foundation
import PeopleDomain

/// Maps a popular or search page, with its results in order, between the domain and its cached records.
struct PersonPreviewPageMapper {
    private let previewMapper = PersonPreviewMapper()

    func map(_ entity: PeoplePreviewPageEntity) -> PersonPreviewPage {
        PersonPreviewPage(
            page: entity.page,
            totalPages: entity.totalPages,
            totalResults: entity.totalResults,
            results: (entity.results ?? []).map(previewMapper.map)
        )
    }

    func map(_ page: PersonPreviewPage, pageKey: String, language: String, cachedAt: Date) -> PeoplePreviewPageEntity {
        var entity = PeoplePreviewPageEntity(
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
    func map(_ page: PersonPreviewPage, to entity: inout PeoplePreviewPageEntity, language: String, cachedAt: Date) {
        let pageKey = entity.pageKey
        entity.page = page.page
        entity.totalPages = page.totalPages
        entity.totalResults = page.totalResults
        entity.language = language
        entity.cachedAt = cachedAt
        entity.results = page.results.enumerated().map { previewMapper.map($1, pageKey: pageKey, position: $0) }
    }
}
