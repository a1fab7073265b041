import CollectionsDomain
import CollectionsInfrastructure
import CollectionsTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import Testing

extension GRDBFilmCollectionLocalDataSourceTests {
    @Test("a saved search page reads back under its key with its results in order")
    func pageRoundTrip() async throws {
        let page = FilmCollectionPreviewPage.mock(page: 2)
        try await dataSource().save(page, forKey: "collections:search:saga:page:2")

        let cached = try #require(try await dataSource().page(forKey: "collections:search:saga:page:2"))

        #expect(cached.value == page)
        #expect(cached.value.results.map(\.id) == [1, 2])
        #expect(cached.cachedAt == clock.now())
        #expect(try await dataSource().page(forKey: "collections:search:saga:page:1") == nil)
    }

    @Test("a page saved in another language reads as absent")
    func otherLanguagePage() async throws {
        try await dataSource(language: "fr-FR").save(FilmCollectionPreviewPage.mock(), forKey: "k")
        #expect(try await dataSource(language: "en-US").page(forKey: "k") == nil)
    }

    @Test("saving a page again replaces its results without leftovers and keeps other pages")
    func pageOverwrite() async throws {
        try await dataSource().save(FilmCollectionPreviewPage.mock(), forKey: "a")
        try await dataSource().save(FilmCollectionPreviewPage.mock(), forKey: "b")
        clock.advance(by: 60)
        let updated = FilmCollectionPreviewPage.mock(totalResults: 1, results: [.mock(id: 3, name: "Third")])

        try await dataSource().save(updated, forKey: "a")

        let cached = try #require(try await dataSource().page(forKey: "a"))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try await dataSource().page(forKey: "b")?.value == .mock())
        #expect(try count("collections_preview_page") == 2)
        #expect(try count("collections_film_collection_preview") == 3)
    }

    @Test("an empty page reads back empty, not absent")
    func emptyPage() async throws {
        try await dataSource().save(FilmCollectionPreviewPage.mock(totalResults: 0, results: []), forKey: "k")
        #expect(try await dataSource().page(forKey: "k")?.value.results == [])
    }

    @Test("deleting a page row deletes its results")
    func pageCascade() async throws {
        try await dataSource().save(FilmCollectionPreviewPage.mock(), forKey: "k")

        _ = try await database.write { db in try db.execute(sql: "DELETE FROM collections_preview_page") }

        #expect(try count("collections_film_collection_preview") == 0)
    }

    @Test("reading a page runs two queries, however many results it has")
    func pageReadIsNotNPlusOne() async throws {
        let results = (1...20).map { FilmCollectionPreview.mock(id: $0, name: "Collection \($0)") }
        try await dataSource().save(FilmCollectionPreviewPage.mock(results: results), forKey: "k")
        let log = StatementLog.attached(to: database)

        let page = try await dataSource().page(forKey: "k")

        #expect(page?.value.results.count == 20)
        #expect(log.queries(touching: "collections_").count == 2)
    }
}
