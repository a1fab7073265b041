import CoreDomainTestHelpers
import DataPersistence
import Foundation
import GRDB
import TVSeriesDomain
import TVSeriesInfrastructure
import TVSeriesTestHelpers
import Testing

extension GRDBTVSeriesLocalDataSourceTests {
    @Test("a saved page reads back under its key with its results in order")
    func pageRoundTrip() async throws {
        let page = TVSeriesPreviewPage.mock(page: 2)
        try await dataSource.save(page, forKey: "tv:popular:page:2")

        let cached = try #require(try await dataSource.page(forKey: "tv:popular:page:2"))

        #expect(cached.value == page)
        #expect(cached.value.results.map(\.id) == [1396, 1399, 60_059])
        #expect(cached.cachedAt == clock.now())
        #expect(try await dataSource.page(forKey: "tv:popular:page:1") == nil)
    }

    @Test("a page saved in another language reads as nil")
    func otherLanguagePage() async throws {
        try await dataSource(language: "fr-FR").save(TVSeriesPreviewPage.mock(), forKey: "tv:popular:page:1")

        #expect(try await dataSource.page(forKey: "tv:popular:page:1") == nil)
    }

    @Test("saving a page again replaces its results without leftovers and keeps other pages")
    func pageOverwriteLeavesNoOrphans() async throws {
        try await dataSource.save(TVSeriesPreviewPage.mock(), forKey: "a")
        try await dataSource.save(TVSeriesPreviewPage.mock(), forKey: "b")
        clock.advance(by: 60)
        let updated = TVSeriesPreviewPage.mock(totalResults: 1, results: [.mock(id: 60_059, name: "Better Call Saul")])

        try await dataSource.save(updated, forKey: "a")

        let cached = try #require(try await dataSource.page(forKey: "a"))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try await dataSource.page(forKey: "b")?.value == TVSeriesPreviewPage.mock())
        #expect(try count("tv_series_preview_page") == 2)
        #expect(try count("tv_series_preview") == 4)
    }

    @Test("deleting a page row deletes its results, and genre ids and countries are stored as JSON text")
    func pageRowsAndCascade() async throws {
        try await dataSource.save(TVSeriesPreviewPage.mock(), forKey: "k")

        let rows = try database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT genreIDs, originCountry FROM tv_series_preview WHERE pageKey = 'k' ORDER BY position")
        }
        #expect(rows.map { $0["genreIDs"] as String? } == ["[18,80]", "[10765,18]", "[80,18,35]"])
        #expect(rows.map { $0["originCountry"] as String? } == [#"["US"]"#, #"["US","GB"]"#, #"["US"]"#])

        _ = try await database.write { db in try db.execute(sql: "DELETE FROM tv_series_preview_page") }
        #expect(try count("tv_series_preview") == 0)
    }

    @Test("reading a page runs two queries, however many results it has")
    func pageReadIsNotNPlusOne() async throws {
        try await dataSource.save(TVSeriesPreviewPage.mock(results: [.mock()]), forKey: "few")
        let results = (1...20).map { TVSeriesPreview.mock(id: $0, name: "Series \($0)") }
        try await dataSource.save(TVSeriesPreviewPage.mock(results: results), forKey: "lots")

        let few = try await queryCount { _ = try await dataSource.page(forKey: "few") }
        let lots = try await queryCount { _ = try await dataSource.page(forKey: "lots") }

        #expect(few == 2)
        #expect(lots == 2)
        #expect(try await dataSource.page(forKey: "lots")?.value.results.count == 20)
    }

    @Test("saving a page and its results is one transaction")
    func pageSaveIsOneTransaction() async throws {
        try await dataSource.save(TVSeriesPreviewPage.mock(), forKey: "k")

        try await expectOneTransactionUpdating("tv_series_preview_page") {
            try await dataSource.save(TVSeriesPreviewPage.mock(page: 1, totalPages: 2), forKey: "k")
        }
    }
}
