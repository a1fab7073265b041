import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import SearchDomain
import SearchInfrastructure
import Testing

@Suite("GRDBMediaSearchLocalDataSource")
struct GRDBMediaSearchLocalDataSourceTests {
    let database: DatabaseQueue
    let clock = FixedCacheClock()
    let dataSource: GRDBMediaSearchLocalDataSource

    init() throws {
        database = try SearchTestDatabase.make()
        dataSource = GRDBMediaSearchLocalDataSource(database: database, language: "en-US", clock: clock)
    }

    func count(_ table: String) throws -> Int {
        try SearchTestDatabase.count(table, in: database)
    }

    @Test("a mixed page reads back under its key with every result, kind and when it was cached")
    func roundTrip() async throws {
        let page = MediaPreviewPage.mock(page: 2)
        try await dataSource.save(page, forKey: "search:all:page:2:fight club")

        let cached = try #require(try await dataSource.page(forKey: "search:all:page:2:fight club"))

        #expect(cached.value == page)
        #expect(cached.value.results.map(\.kind) == [.movie, .tvSeries, .person])
        #expect(cached.cachedAt == clock.now())
    }

    @Test("a person's known-for titles of both kinds read back with the page")
    func knownForRoundTrip() async throws {
        try await dataSource.save(.mock(results: [.person(.mock())]), forKey: "k")

        let page = try #require(try await dataSource.page(forKey: "k")).value

        #expect(page.results == [.person(.mock(knownFor: [.movie(.mock()), .tvSeries(.mock())]))])
    }

    @Test("a key never saved reads as nil")
    func missing() async throws {
        try await dataSource.save(.mock(), forKey: "search:all:page:1:dune")

        #expect(try await dataSource.page(forKey: "search:all:page:2:dune") == nil)
    }

    @Test("a page saved in another language reads as nil")
    func otherLanguage() async throws {
        let french = GRDBMediaSearchLocalDataSource(database: database, language: "fr-FR", clock: clock)
        try await french.save(.mock(), forKey: "search:all:page:1:amelie")

        #expect(try await dataSource.page(forKey: "search:all:page:1:amelie") == nil)
        #expect(try await french.page(forKey: "search:all:page:1:amelie")?.value == .mock())
    }

    @Test("reading a page runs two queries, however many results it has")
    func readIsTwoQueries() async throws {
        try await dataSource.save(.mock(results: [.movie(.mock())]), forKey: "few")
        let many = (1...20).map { MediaPreview.movie(.mock(id: $0, title: "Movie \($0)")) } + [.person(.mock())]
        try await dataSource.save(.mock(results: many), forKey: "many")

        let few = try await queryCount { _ = try await dataSource.page(forKey: "few") }
        let lots = try await queryCount { _ = try await dataSource.page(forKey: "many") }

        #expect(few == 2)
        #expect(lots == 2)
        #expect(try await dataSource.page(forKey: "many")?.value.results.count == 21)
    }

    @Test("saving a page again replaces its results, leaves no orphans, and keeps other pages")
    func overwrite() async throws {
        try await dataSource.save(.mock(), forKey: "a")
        try await dataSource.save(.mock(), forKey: "b")
        clock.advance(by: 60)
        let updated = MediaPreviewPage.mock(totalResults: 1, results: [.tvSeries(.mock())])

        try await dataSource.save(updated, forKey: "a")

        let cached = try #require(try await dataSource.page(forKey: "a"))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try await dataSource.page(forKey: "b")?.value == .mock())
        #expect(try count("search_media_page") == 2)
        #expect(try count("search_media_preview") == 4)
    }

    @Test("results are stored in order, one row each, with known-for titles as JSON")
    func rows() async throws {
        try await dataSource.save(.mock(), forKey: "k")

        let rows = try await database.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT kind, mediaID, knownFor FROM search_media_preview WHERE pageKey = 'k' ORDER BY position")
        }

        #expect(rows.map { $0["kind"] as String } == ["movie", "tv", "person"])
        #expect(rows.map { $0["mediaID"] as Int } == [550, 1396, 287])
        #expect(rows.first?["knownFor"] as String? == "[]")
        #expect((rows.last?["knownFor"] as String?)?.contains(#""kind":"tv""#) == true)
    }

    /// How many queries of Search tables `read` runs, once a first read has warmed GRDB's schema cache.
    private func queryCount(of read: () async throws -> Void) async throws -> Int {
        try await read()
        let log = StatementLog.attached(to: database)
        try await read()
        return log.queries(touching: "search_").count
    }
}
