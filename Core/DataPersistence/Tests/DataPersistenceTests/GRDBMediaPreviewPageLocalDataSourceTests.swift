import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import Testing

@Suite("GRDBMediaPreviewPageLocalDataSource")
struct GRDBMediaPreviewPageLocalDataSourceTests {
    typealias DataSource = GRDBMediaPreviewPageLocalDataSource<SampleMediaPageTables>
    let database: DatabaseQueue
    let clock = FixedCacheClock()
    let dataSource: DataSource

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [SampleSharedPiecesMigrations()])
        dataSource = DataSource(database: database, language: "en-US", clock: clock)
    }

    func count(_ table: String) throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? -1 }
    }

    @Test("a mixed page reads back under its key with every result, kind, total and when it was cached")
    func roundTrip() async throws {
        let page = MediaPreviewPage.mock(page: 2)
        try await dataSource.save(page, forKey: "sample:all:page:2")

        let cached = try #require(try await dataSource.page(forKey: "sample:all:page:2"))

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
        try await dataSource.save(.mock(), forKey: "sample:all:page:1")

        #expect(try await dataSource.page(forKey: "sample:all:page:2") == nil)
    }

    @Test("a page saved in another language reads as nil in this one, and back in its own")
    func otherLanguage() async throws {
        let french = DataSource(database: database, language: "fr-FR", clock: clock)
        try await french.save(.mock(), forKey: "k")

        #expect(try await dataSource.page(forKey: "k") == nil)
        #expect(try await french.page(forKey: "k")?.value == .mock())
    }

    @Test("saving a page again replaces it and its results, leaves no orphans, and keeps other pages")
    func replacesOnSave() async throws {
        try await dataSource.save(.mock(), forKey: "a")
        try await dataSource.save(.mock(), forKey: "b")
        clock.advance(by: 60)
        let updated = MediaPreviewPage.mock(totalResults: 1, results: [.tvSeries(.mock())])

        try await dataSource.save(updated, forKey: "a")

        let cached = try #require(try await dataSource.page(forKey: "a"))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try await dataSource.page(forKey: "b")?.value == .mock())
        #expect(try count(SampleMediaPageTables.pageTable) == 2)
        #expect(try count(SampleMediaPageTables.resultTable) == 4)
    }

    @Test("saving in another language replaces the page, which then reads only in that language")
    func languageReplacesOnSave() async throws {
        try await dataSource.save(.mock(), forKey: "k")

        try await DataSource(database: database, language: "fr-FR", clock: clock).save(.mock(), forKey: "k")

        #expect(try await dataSource.page(forKey: "k") == nil)
        #expect(try count(SampleMediaPageTables.pageTable) == 1)
    }

    @Test("saving a page is one transaction")
    func saveIsOneTransaction() async throws {
        let log = StatementLog.attached(to: database)

        try await dataSource.save(.mock(), forKey: "k")

        #expect(log.all.filter { $0.hasPrefix("BEGIN") }.count == 1)
        #expect(log.all.filter { $0.hasPrefix("COMMIT") }.count == 1)
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

    @Test("results are stored in the tables the context names, in order, one row each")
    func rows() async throws {
        try await dataSource.save(.mock(), forKey: "k")

        let rows = try await database.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT kind, mediaID, knownFor FROM sample_media_preview WHERE pageKey = 'k' ORDER BY position")
        }

        #expect(rows.map { $0["kind"] as String } == ["movie", "tv", "person"])
        #expect(rows.map { $0["mediaID"] as Int } == [550, 1396, 287])
        #expect((rows.last?["knownFor"] as String?)?.contains(#""kind":"tv""#) == true)
    }

    /// How many queries of the sample tables `read` runs, once a first read has warmed GRDB's schema cache.
    private func queryCount(of read: () async throws -> Void) async throws -> Int {
        try await read()
        let log = StatementLog.attached(to: database)
        try await read()
        return log.queries(touching: "sample_media").count
    }
}
