import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import DiscoverInfrastructure
import Foundation
import GRDB
import Testing

@Suite("GRDBDiscoverMediaLocalDataSource")
struct GRDBDiscoverMediaLocalDataSourceTests {
    let database: DatabaseQueue
    let clock = FixedCacheClock()
    let dataSource: GRDBDiscoverMediaLocalDataSource

    static let movies = MediaPreviewPage.mock(
        page: 2, results: [.movie(.mock()), .movie(.mock(id: 807, title: "Se7en", originalTitle: "Se7en"))])

    init() throws {
        database = try DiscoverTestDatabase.make()
        dataSource = GRDBDiscoverMediaLocalDataSource(database: database, language: "en-US", clock: clock)
    }

    func count(_ table: String) throws -> Int {
        try DiscoverTestDatabase.count(table, in: database)
    }

    @Test("a page of movies reads back under its key with every result and when it was cached")
    func roundTrip() async throws {
        try await dataSource.save(Self.movies, forKey: "discover:movie:sort=popularity.desc:page:2")

        let cached = try #require(try await dataSource.page(forKey: "discover:movie:sort=popularity.desc:page:2"))

        #expect(cached.value == Self.movies)
        #expect(cached.cachedAt == clock.now())
    }

    @Test("a page of series reads back as series")
    func seriesRoundTrip() async throws {
        let series = MediaPreviewPage.mock(results: [
            .tvSeries(.mock()), .tvSeries(.mock(id: 87108, name: "Chernobyl")),
        ])
        try await dataSource.save(series, forKey: "discover:tv:sort=popularity.desc:page:1")

        #expect(try await dataSource.page(forKey: "discover:tv:sort=popularity.desc:page:1")?.value == series)
    }

    @Test("a key never saved reads as nil")
    func missing() async throws {
        try await dataSource.save(Self.movies, forKey: "discover:movie:genres=18&sort=popularity.desc:page:1")

        #expect(try await dataSource.page(forKey: "discover:movie:genres=53&sort=popularity.desc:page:1") == nil)
    }

    @Test("a page saved in another language reads as nil")
    func otherLanguage() async throws {
        let french = GRDBDiscoverMediaLocalDataSource(database: database, language: "fr-FR", clock: clock)
        try await french.save(Self.movies, forKey: "k")

        #expect(try await dataSource.page(forKey: "k") == nil)
        #expect(try await french.page(forKey: "k")?.value == Self.movies)
    }

    @Test("reading a page runs two queries, however many results it has")
    func readIsTwoQueries() async throws {
        try await dataSource.save(.mock(results: [.movie(.mock())]), forKey: "few")
        let many = (1...20).map { MediaPreview.movie(.mock(id: $0, title: "Movie \($0)")) }
        try await dataSource.save(.mock(results: many), forKey: "many")

        let few = try await queryCount { _ = try await dataSource.page(forKey: "few") }
        let lots = try await queryCount { _ = try await dataSource.page(forKey: "many") }

        #expect(few == 2)
        #expect(lots == 2)
        #expect(try await dataSource.page(forKey: "many")?.value.results.count == 20)
    }

    @Test("saving a page again replaces its results, leaves no orphans, and keeps other pages")
    func overwrite() async throws {
        try await dataSource.save(Self.movies, forKey: "a")
        try await dataSource.save(Self.movies, forKey: "b")
        clock.advance(by: 60)
        let updated = MediaPreviewPage.mock(totalResults: 1, results: [.movie(.mock(id: 603, title: "The Matrix"))])

        try await dataSource.save(updated, forKey: "a")

        let cached = try #require(try await dataSource.page(forKey: "a"))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try await dataSource.page(forKey: "b")?.value == Self.movies)
        #expect(try count("discover_media_page") == 2)
        #expect(try count("discover_media_preview") == 3)
    }

    @Test("results are stored in the discover tables, in order, one row each")
    func rows() async throws {
        try await dataSource.save(Self.movies, forKey: "k")

        let rows = try database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT kind, mediaID FROM discover_media_preview WHERE pageKey = 'k' ORDER BY position")
        }

        #expect(rows.map { $0["kind"] as String } == ["movie", "movie"])
        #expect(rows.map { $0["mediaID"] as Int } == [550, 807])
    }

    /// How many queries of Discover tables `read` runs, once a first read has warmed GRDB's schema cache.
    private func queryCount(of read: () async throws -> Void) async throws -> Int {
        try await read()
        let log = StatementLog.attached(to: database)
        try await read()
        return log.queries(touching: "discover_").count
    }
}
