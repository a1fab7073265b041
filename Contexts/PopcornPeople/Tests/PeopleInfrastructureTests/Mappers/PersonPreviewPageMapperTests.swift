import Foundation
import PeopleDomain
import Testing

@testable import PeopleInfrastructure

@Suite("PersonPreviewPageMapper")
struct PersonPreviewPageMapperTests {
    let mapper = PersonPreviewPageMapper()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("an entity maps to a page with its totals and results in stored order")
    func entityToDomain() {
        let page = mapper.map(PeoplePreviewPageEntity.mock(page: 2))
        #expect(page.page == 2)
        #expect(page.totalPages == 500)
        #expect(page.totalResults == 10_000)
        #expect(page.results.map(\.name) == ["Brad Pitt", "Angelina Jolie"])
        #expect(page.results.first == .mock())
    }

    @Test("a page maps to an entity under its key with positions, the language and cachedAt")
    func domainToEntity() {
        let entity = mapper.map(PersonPreviewPage.mock(), pageKey: "k", language: "fr-FR", cachedAt: cachedAt)
        #expect(entity.pageKey == "k")
        #expect(entity.page == 1)
        #expect(entity.totalPages == 500)
        #expect(entity.totalResults == 10_000)
        #expect(entity.language == "fr-FR")
        #expect(entity.cachedAt == cachedAt)
        #expect(entity.results?.map(\.position) == [0, 1, 2])
        #expect(entity.results?.map(\.personID) == [287, 11_701, 6193])
        #expect(entity.results?.allSatisfy { $0.pageKey == "k" } == true)
    }

    @Test("a page survives the trip to an entity and back unchanged")
    func roundTrip() {
        let entity = mapper.map(PersonPreviewPage.mock(), pageKey: "k", language: "en-US", cachedAt: cachedAt)
        #expect(mapper.map(entity) == PersonPreviewPage.mock())
    }

    @Test("updating in place overwrites totals and results, keeps the key and refreshes cachedAt")
    func updateInPlace() {
        var entity = PeoplePreviewPageEntity.mock(pageKey: "k", cachedAt: cachedAt)
        let later = cachedAt.addingTimeInterval(60)
        let page = PersonPreviewPage(page: 3, totalPages: 4, totalResults: 61, results: [.mock(id: 6193)])

        mapper.map(page, to: &entity, language: "de-DE", cachedAt: later)

        #expect(entity.pageKey == "k")
        #expect(entity.page == 3)
        #expect(entity.totalPages == 4)
        #expect(entity.totalResults == 61)
        #expect(entity.language == "de-DE")
        #expect(entity.cachedAt == later)
        #expect(entity.results == [.mock(pageKey: "k", personID: 6193)])
    }

    @Test("an entity whose results were not loaded maps to a page without results")
    func missingResultsAreEmpty() {
        #expect(mapper.map(PeoplePreviewPageEntity.mock(results: nil)).results.isEmpty)
    }
}
