import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import GenresDomain
import GenresInfrastructure
import Testing

@Suite("GRDBGenreLocalDataSource")
struct GRDBGenreLocalDataSourceTests {
    let database: DatabaseQueue
    let clock = FixedCacheClock()
    let dataSource: GRDBGenreLocalDataSource

    init() throws {
        database = try GenresTestDatabase.make()
        dataSource = GRDBGenreLocalDataSource(database: database, language: "en-US", clock: clock)
    }

    func count(_ table: String) throws -> Int {
        try GenresTestDatabase.count(table, in: database)
    }

    @Test("a list reads back in TMDb's order with when it was cached")
    func roundTrip() async throws {
        try await dataSource.save(Genre.mockMovieGenres(), for: .movie)

        let cached = try #require(try await dataSource.genres(for: .movie))

        #expect(cached.value == Genre.mockMovieGenres())
        #expect(cached.cachedAt == clock.now())
    }

    @Test("the movie and series lists are cached apart")
    func kindsApart() async throws {
        try await dataSource.save(Genre.mockMovieGenres(), for: .movie)

        #expect(try await dataSource.genres(for: .tv) == nil)

        try await dataSource.save(Genre.mockTVGenres(), for: .tv)

        #expect(try await dataSource.genres(for: .movie)?.value == Genre.mockMovieGenres())
        #expect(try await dataSource.genres(for: .tv)?.value == Genre.mockTVGenres())
    }

    @Test("a list saved in another language reads as nil")
    func otherLanguage() async throws {
        let french = GRDBGenreLocalDataSource(database: database, language: "fr-FR", clock: clock)
        try await french.save(Genre.mockFrenchMovieGenres(), for: .movie)

        #expect(try await dataSource.genres(for: .movie) == nil)
        #expect(try await french.genres(for: .movie)?.value == Genre.mockFrenchMovieGenres())
    }

    @Test("an empty list reads back as an empty list, not as a miss")
    func emptyList() async throws {
        try await dataSource.save([], for: .tv)

        #expect(try await dataSource.genres(for: .tv)?.value == [])
    }

    @Test("saving a list again replaces its genres and language, leaves no orphans, and keeps the other kind's")
    func overwrite() async throws {
        try await dataSource.save(Genre.mockMovieGenres(), for: .movie)
        try await dataSource.save(Genre.mockTVGenres(), for: .tv)
        clock.advance(by: 60)
        let french = GRDBGenreLocalDataSource(database: database, language: "fr-FR", clock: clock)

        try await french.save([Genre(id: 18, name: "Drame")], for: .movie)

        let cached = try #require(try await french.genres(for: .movie))
        #expect(cached.value == [Genre(id: 18, name: "Drame")])
        #expect(cached.cachedAt == clock.now())
        #expect(try await dataSource.genres(for: .movie) == nil)
        #expect(try await dataSource.genres(for: .tv)?.value == Genre.mockTVGenres())
        #expect(try count("genres_genre_list") == 2)
        #expect(try count("genres_genre") == 4)
    }

    @Test("saving a list is one transaction that updates its row in place")
    func saveIsOneTransaction() async throws {
        try await dataSource.save(Genre.mockMovieGenres(), for: .movie)
        let log = StatementLog.attached(to: database)

        try await dataSource.save(Genre.mockTVGenres(), for: .movie)

        #expect(log.all.filter { $0.hasPrefix("BEGIN") }.count == 1)
        #expect(log.all.filter { $0.hasPrefix("COMMIT") }.count == 1)
        #expect(log.all.contains { $0.hasPrefix("UPDATE \"genres_genre_list\"") })
        #expect(!log.all.contains { $0.hasPrefix("INSERT INTO \"genres_genre_list\"") })
    }

    @Test("reading a list runs two queries, however many genres it has")
    func readIsTwoQueries() async throws {
        try await dataSource.save([Genre(id: 18, name: "Drama")], for: .movie)
        try await dataSource.save((1...19).map { Genre(id: $0, name: "Genre \($0)") }, for: .tv)

        let few = try await queryCount { _ = try await dataSource.genres(for: .movie) }
        let many = try await queryCount { _ = try await dataSource.genres(for: .tv) }

        #expect(few == 2)
        #expect(many == 2)
        #expect(try await dataSource.genres(for: .tv)?.value.count == 19)
    }

    @Test("genres are stored one row each, in order, under their kind")
    func rows() async throws {
        try await dataSource.save(Genre.mockTVGenres(), for: .tv)

        let rows = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT mediaType, position, genreID, name FROM genres_genre ORDER BY position")
        }

        #expect(rows.map { $0["mediaType"] as String } == ["tv", "tv", "tv"])
        #expect(rows.map { $0["position"] as Int } == [0, 1, 2])
        #expect(rows.map { $0["genreID"] as Int } == [10759, 18, 10765])
        #expect(rows.map { $0["name"] as String } == ["Action & Adventure", "Drama", "Sci-Fi & Fantasy"])
    }

    /// How many queries of Genres tables `read` runs, once a first read has warmed GRDB's schema cache.
    private func queryCount(of read: () async throws -> Void) async throws -> Int {
        try await read()
        let log = StatementLog.attached(to: database)
        try await read()
        return log.queries(touching: "genres_").count
    }
}
