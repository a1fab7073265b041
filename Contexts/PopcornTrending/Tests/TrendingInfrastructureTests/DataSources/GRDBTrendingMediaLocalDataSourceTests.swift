import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import Testing
import TrendingInfrastructure

@Suite("GRDBTrendingMediaLocalDataSource")
struct GRDBTrendingMediaLocalDataSourceTests {
    let database: DatabaseQueue
    let clock = FixedCacheClock()
    let dataSource: GRDBTrendingMediaLocalDataSource

    static let key = "trending:all:day:page:1"

    init() throws {
        database = try TrendingTestDatabase.make()
        dataSource = GRDBTrendingMediaLocalDataSource(database: database, language: "en-US", clock: clock)
    }

    func count(_ table: String) throws -> Int {
        try TrendingTestDatabase.count(table, in: database)
    }

    @Test("a mixed page reads back under its key with every result, kind, total and when it was cached")
    func roundTrip() async throws {
        let page = MediaPreviewPage.mock(page: 2)
        try await dataSource.save(page, forKey: "trending:all:week:page:2")

        let cached = try #require(try await dataSource.page(forKey: "trending:all:week:page:2"))

        #expect(cached.value == page)
        #expect(cached.value.results.map(\.kind) == [.movie, .tvSeries, .person])
        #expect(cached.value.totalResults == 42)
        #expect(cached.cachedAt == clock.now())
    }

    @Test("a trending person's known-for titles of both kinds read back with the page")
    func knownForRoundTrip() async throws {
        try await dataSource.save(.mock(results: [.person(.mock())]), forKey: "trending:person:day:page:1")

        let page = try #require(try await dataSource.page(forKey: "trending:person:day:page:1")).value

        #expect(page.results == [.person(.mock(knownFor: [.movie(.mock()), .tvSeries(.mock())]))])
    }

    @Test("another window, kind or page never reads as the one saved")
    func missing() async throws {
        try await dataSource.save(.mock(), forKey: Self.key)

        #expect(try await dataSource.page(forKey: "trending:all:week:page:1") == nil)
        #expect(try await dataSource.page(forKey: "trending:movie:day:page:1") == nil)
        #expect(try await dataSource.page(forKey: "trending:all:day:page:2") == nil)
    }

    @Test("a page saved in another language reads as nil")
    func otherLanguage() async throws {
        let french = GRDBTrendingMediaLocalDataSource(database: database, language: "fr-FR", clock: clock)
        try await french.save(.mock(), forKey: Self.key)

        #expect(try await dataSource.page(forKey: Self.key) == nil)
        #expect(try await french.page(forKey: Self.key)?.value == .mock())
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
        #expect(try count("trending_media_page") == 2)
        #expect(try count("trending_media_preview") == 4)
    }

    @Test("results are stored in TMDb's order, one row each, in the Trending tables")
    func rows() async throws {
        try await dataSource.save(.mock(), forKey: Self.key)

        let rows = try database.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT kind, mediaID FROM trending_media_preview WHERE pageKey = ? ORDER BY position",
                arguments: [Self.key])
        }

        #expect(rows.map { $0["kind"] as String } == ["movie", "tv", "person"])
        #expect(rows.map { $0["mediaID"] as Int } == [550, 1396, 287])
    }

    /// How many queries of Trending tables `read` runs, once a first read has warmed GRDB's schema cache.
    private func queryCount(of read: () async throws -> Void) async throws -> Int {
        try await read()
        let log = StatementLog.attached(to: database)
        try await read()
        return log.queries(touching: "trending_").count
    }
}
