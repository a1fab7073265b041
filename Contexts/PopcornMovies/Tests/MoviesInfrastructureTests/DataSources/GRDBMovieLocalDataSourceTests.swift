import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import MoviesDomain
import MoviesInfrastructure
import MoviesTestHelpers
import Testing

@Suite("GRDBMovieLocalDataSource")
struct GRDBMovieLocalDataSourceTests {
    static let movieChildTables = [
        "movies_genre", "movies_production_company", "movies_production_country",
        "movies_spoken_language", "movies_movie_collection",
    ]

    let database: DatabaseQueue
    let clock = FixedCacheClock()
    let dataSource: GRDBMovieLocalDataSource

    init() throws {
        database = try MoviesTestDatabase.make()
        dataSource = GRDBMovieLocalDataSource(database: database, language: "en-US", clock: clock)
    }

    func count(_ table: String) throws -> Int {
        try MoviesTestDatabase.count(table, in: database)
    }

    @Test("a saved movie reads back with all 26 fields, its lists in order and its collection")
    func movieRoundTrip() async throws {
        let movie = Movie.mock()
        try await dataSource.save(movie)

        let cached = try #require(try await dataSource.movie(withID: 550))

        #expect(cached.value == movie)
        #expect(cached.value.genres?.map(\.id) == [18, 53, 35])
        #expect(cached.cachedAt == clock.now())
    }

    @Test("a movie with no optional fields reads back with nil fields and empty lists")
    func sparseMovieRoundTrip() async throws {
        try await dataSource.save(Movie(id: 1, title: "Untitled", genres: []))

        let movie = try #require(try await dataSource.movie(withID: 1)).value

        #expect(movie.title == "Untitled")
        #expect(movie.originCountry == nil)
        #expect(movie.status == nil)
        #expect(movie.releaseDate == nil)
        #expect(movie.belongsToCollection == nil)
        #expect(movie.genres == [])
    }

    @Test("a movie that was never saved reads as nil")
    func missingMovie() async throws {
        #expect(try await dataSource.movie(withID: 550) == nil)
    }

    @Test("a movie saved in another language reads as nil")
    func otherLanguageMovie() async throws {
        let french = GRDBMovieLocalDataSource(database: database, language: "fr-FR", clock: clock)
        try await french.save(Movie.mock())

        #expect(try await dataSource.movie(withID: 550) == nil)
        #expect(try await french.movie(withID: 550) != nil)
    }

    @Test("saving again updates the row in place, replaces every child list and refreshes cachedAt")
    func overwriteReplacesChildren() async throws {
        try await dataSource.save(Movie.mock())
        clock.advance(by: 600)
        let updated = Movie.mock(
            title: "Fight Club (Remastered)",
            genres: [.mock(id: 99, name: "Documentary")],
            productionCompanies: [],
            productionCountries: [.mock(countryCode: "GB", name: "United Kingdom")],
            spokenLanguages: [],
            belongsToCollection: nil
        )

        try await dataSource.save(updated)

        let cached = try #require(try await dataSource.movie(withID: 550))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try count("movies_movie") == 1)
        #expect(try count("movies_genre") == 1)
        #expect(try count("movies_production_company") == 0)
        #expect(try count("movies_production_country") == 1)
        #expect(try count("movies_spoken_language") == 0)
        #expect(try count("movies_movie_collection") == 0)
    }

    @Test("deleting a movie row deletes its rows in every child table")
    func deletingMovieCascades() async throws {
        try await dataSource.save(Movie.mock(id: 550))
        try await dataSource.save(Movie.mock(id: 680))

        _ = try await database.write { db in try db.execute(sql: "DELETE FROM movies_movie WHERE movieID = 550") }

        for table in Self.movieChildTables {
            let left = try await database.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE movieID = 550")
            }
            #expect(left == 0, "\(table) kept rows of a deleted movie")
            #expect(try count(table) > 0, "\(table) lost the other movie's rows")
        }
    }

    @Test("a saved movie lands in the movies tables, one row per nested item, in TMDb's order")
    func movieRowsAreInTheirTables() async throws {
        try await dataSource.save(Movie.mock())

        let (movie, genres, collection) = try database.read { db in
            (
                try Row.fetchOne(
                    db,
                    sql:
                        "SELECT title, originCountry, status, language, posterPath FROM movies_movie WHERE movieID = 550"
                ),
                try String.fetchAll(db, sql: "SELECT name FROM movies_genre WHERE movieID = 550 ORDER BY position"),
                try String.fetchOne(db, sql: "SELECT name FROM movies_movie_collection WHERE movieID = 550")
            )
        }

        let row = try #require(movie)
        #expect(row["title"] as String? == "Fight Club")
        #expect(row["originCountry"] as String? == #"["US","DE"]"#)
        #expect(row["status"] as String? == "released")
        #expect(row["language"] as String? == "en-US")
        #expect(row["posterPath"] as String? == "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
        #expect(genres == ["Drama", "Thriller", "Comedy"])
        #expect(collection == "The Lord of the Rings Collection")
        #expect(try count("movies_production_company") == 2)
        #expect(try count("movies_production_country") == 2)
        #expect(try count("movies_spoken_language") == 2)
    }

    @Test("reading a movie runs one plain query per child table, however many children it has, and no schema query")
    func movieReadIsNotNPlusOne() async throws {
        let many = (1...25).map { Genre.mock(id: $0, name: "Genre \($0)") }
        try await dataSource.save(Movie.mock(genres: many))
        let log = StatementLog.attached(to: database)

        _ = try await dataSource.movie(withID: 550)

        // The movie, then its genres, companies, countries, languages and collection.
        #expect(log.queries(touching: "movies_").count == 6)
        #expect(!log.all.contains { $0.hasPrefix("PRAGMA") && !$0.hasPrefix("PRAGMA query_only") }, "\(log.all)")
    }

    @Test("saving a movie and its children is one transaction")
    func movieSaveIsOneTransaction() async throws {
        try await dataSource.save(Movie.mock())
        let log = StatementLog.attached(to: database)

        try await dataSource.save(Movie.mock(title: "Again"))

        #expect(log.all.filter { $0.hasPrefix("BEGIN") }.count == 1)
        #expect(log.all.filter { $0.hasPrefix("COMMIT") }.count == 1)
        #expect(log.all.contains { $0.hasPrefix("UPDATE \"movies_movie\"") })
        #expect(!log.all.contains { $0.hasPrefix("INSERT INTO \"movies_movie\"") })
    }
}
