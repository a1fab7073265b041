import DataPersistence
import Foundation
import PeopleDomain
import PeopleInfrastructure
import PeopleTestHelpers
import Testing

extension GRDBPersonLocalDataSourceTests {
    @Test("a saved page reads back under its key with all fields and its results in order")
    func pageRoundTrip() async throws {
        let page = PersonPreviewPage.mock(page: 2)
        try await dataSource.save(page, forKey: "people:popular:page:2")

        let cached = try #require(try await dataSource.page(forKey: "people:popular:page:2"))

        #expect(cached.value == page)
        #expect(cached.value.results.map(\.id) == [287, 11_701, 6193])
        #expect(cached.cachedAt == clock.now())
        #expect(try await dataSource.page(forKey: "people:popular:page:1") == nil)
    }

    @Test("a page saved in another language reads as nil")
    func otherLanguagePage() async throws {
        try await dataSource(language: "fr-FR").save(PersonPreviewPage.mock(), forKey: "people:popular:page:1")

        #expect(try await dataSource.page(forKey: "people:popular:page:1") == nil)
    }

    @Test("saving a page again replaces its results without leftovers and keeps other pages")
    func pageOverwriteLeavesNoOrphans() async throws {
        try await dataSource.save(PersonPreviewPage.mock(), forKey: "a")
        try await dataSource.save(PersonPreviewPage.mock(), forKey: "b")
        clock.advance(by: 60)
        let updated = PersonPreviewPage.mock(totalResults: 1, results: [.mock(id: 6193, knownForTitles: [])])

        try await dataSource.save(updated, forKey: "a")

        let cached = try #require(try await dataSource.page(forKey: "a"))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try await dataSource.page(forKey: "b")?.value == PersonPreviewPage.mock())
        #expect(try count("people_preview_page") == 2)
        #expect(try count("people_preview") == 4)
    }

    @Test("known-for titles are stored as JSON text, and deleting a page row deletes its results")
    func pageRowsAndCascade() async throws {
        try await dataSource.save(PersonPreviewPage.mock(), forKey: "k")
        try await dataSource.save(PersonPreviewPage.mock(), forKey: "other")

        let titles = try await database.read { db in
            try String.fetchAll(
                db, sql: "SELECT knownForTitles FROM people_preview WHERE pageKey = 'k' ORDER BY position")
        }
        #expect(
            titles == [
                #"["Fight Club","Se7en","Once Upon a Time... in Hollywood"]"#, #"["Maleficent","Salt"]"#,
                #"["Inception"]"#,
            ])

        _ = try await database.write { db in
            try db.execute(sql: "DELETE FROM people_preview_page WHERE pageKey = 'k'")
        }
        #expect(try count("people_preview") == 3)
    }

    @Test("reading a page runs two queries, however many results it has")
    func pageReadIsNotNPlusOne() async throws {
        try await dataSource.save(PersonPreviewPage.mock(results: [.mock()]), forKey: "few")
        let results = (1...20).map { PersonPreview.mock(id: $0, name: "Person \($0)") }
        try await dataSource.save(PersonPreviewPage.mock(results: results), forKey: "lots")

        let few = try await queryCount { _ = try await dataSource.page(forKey: "few") }
        let lots = try await queryCount { _ = try await dataSource.page(forKey: "lots") }

        #expect(few == 2)
        #expect(lots == 2)
        #expect(try await dataSource.page(forKey: "lots")?.value.results.count == 20)
    }

    @Test("saving a page and its results is one transaction")
    func pageSaveIsOneTransaction() async throws {
        try await dataSource.save(PersonPreviewPage.mock(), forKey: "k")

        try await expectOneTransactionUpdating("people_preview_page") {
            try await dataSource.save(PersonPreviewPage.mock(totalPages: 2), forKey: "k")
        }
    }
}
