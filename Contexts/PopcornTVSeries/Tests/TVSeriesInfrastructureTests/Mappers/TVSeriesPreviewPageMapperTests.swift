import CoreDomain
import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesInfrastructure

@Suite("TVSeriesPreviewPageMapper")
struct TVSeriesPreviewPageMapperTests {
    let mapper = TVSeriesPreviewPageMapper()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("an entity maps to a page with its totals and results in stored order")
    func entityToDomain() {
        let page = mapper.map(TVSeriesPreviewPageEntity.mock())
        #expect(page.page == 1)
        #expect(page.totalPages == 500)
        #expect(page.totalResults == 10_000)
        #expect(page.results.map(\.id) == [1396, 1399])
    }

    @Test("a page maps to an entity under its key, with positions, the language and cachedAt")
    func domainToEntity() {
        let entity = mapper.map(
            TVSeriesPreviewPage.mock(page: 2), pageKey: "tv:popular:page:2", language: "fr-FR", cachedAt: cachedAt)
        #expect(entity.pageKey == "tv:popular:page:2")
        #expect(entity.page == 2)
        #expect(entity.language == "fr-FR")
        #expect(entity.cachedAt == cachedAt)
        #expect(entity.results?.map(\.position) == [0, 1, 2])
        #expect(entity.results?.map(\.tvSeriesID) == [1396, 1399, 60_059])
        #expect(entity.results?.allSatisfy { $0.pageKey == "tv:popular:page:2" } == true)
    }

    @Test("a page survives the trip to an entity and back unchanged")
    func roundTrip() {
        let page = TVSeriesPreviewPage.mock()
        #expect(mapper.map(mapper.map(page, pageKey: "k", language: "en-US", cachedAt: cachedAt)) == page)
    }

    @Test("updating in place replaces totals and results, keeps the key and refreshes cachedAt")
    func updateInPlace() {
        var entity = TVSeriesPreviewPageEntity.mock(pageKey: "k", cachedAt: cachedAt)
        let later = cachedAt.addingTimeInterval(7200)
        let page = TVSeriesPreviewPage.mock(totalPages: 3, totalResults: 41, results: [.mock(id: 60_059)])

        mapper.map(page, to: &entity, language: "de-DE", cachedAt: later)

        #expect(entity.pageKey == "k")
        #expect(entity.totalPages == 3)
        #expect(entity.totalResults == 41)
        #expect(entity.language == "de-DE")
        #expect(entity.cachedAt == later)
        #expect(entity.results?.map(\.tvSeriesID) == [60_059])
    }

    @Test("an entity whose results were not loaded maps to an empty page")
    func missingResultsAreEmpty() {
        #expect(mapper.map(TVSeriesPreviewPageEntity.mock(results: nil)).results.isEmpty)
    }
}
