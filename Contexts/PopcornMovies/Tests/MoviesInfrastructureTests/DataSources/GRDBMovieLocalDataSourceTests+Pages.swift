import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import MoviesDomain
import MoviesInfrastructure
import MoviesTestHelpers
import Testing

extension GRDBMovieLocalDataSourceTests {
    @Test("a saved page reads back under its key with its results in order")
    func pageRoundTrip() async throws {
        let page = MoviePreviewPage.mock(page: 2)
        try await dataSource.save(page, forKey: "movies:popular:page:2")

        let cached = try #require(try await dataSource.page(forKey: "movies:popular:page:2"))

        #expect(cached.value == page)
        #expect(cached.value.results.map(\.id) == [550, 680, 13])
        #expect(cached.cachedAt == clock.now())
        #expect(try await dataSource.page(forKey: "movies:popular:page:1") == nil)
    }

    @Test("a page saved in another language reads as nil")
    func otherLanguagePage() async throws {
        let french = GRDBMovieLocalDataSource(database: database, language: "fr-FR", clock: clock)
        try await french.save(MoviePreviewPage.mock(), forKey: "movies:popular:page:1")

        #expect(try await dataSource.page(forKey: "movies:popular:page:1") == nil)
    }

    @Test("saving a page again replaces its results without leftovers and keeps other pages")
    func pageOverwrite() async throws {
        try await dataSource.save(MoviePreviewPage.mock(), forKey: "a")
        try await dataSource.save(MoviePreviewPage.mock(), forKey: "b")
        clock.advance(by: 60)
        let updated = MoviePreviewPage.mock(totalResults: 1, results: [.mock(id: 13, title: "Forrest Gump")])

        try await dataSource.save(updated, forKey: "a")

        let cached = try #require(try await dataSource.page(forKey: "a"))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try await dataSource.page(forKey: "b")?.value == MoviePreviewPage.mock())
        #expect(try count("movies_preview_page") == 2)
        #expect(try count("movies_movie_preview") == 4)
    }

    @Test("deleting a page row deletes its results, and genre ids are stored as JSON text")
    func pageRowsAndCascade() async throws {
        try await dataSource.save(MoviePreviewPage.mock(), forKey: "k")

        let genreIDs = try await database.read { db in
            try String.fetchAll(
                db, sql: "SELECT genreIDs FROM movies_movie_preview WHERE pageKey = 'k' ORDER BY position")
        }
        #expect(genreIDs == ["[18,53]", "[53,80]", "[35,18,10749]"])

        _ = try await database.write { db in try db.execute(sql: "DELETE FROM movies_preview_page") }
        #expect(try count("movies_movie_preview") == 0)
    }

    @Test("reading a page runs two queries, however many results it has")
    func pageReadIsNotNPlusOne() async throws {
        let results = (1...20).map { MoviePreview.mock(id: $0, title: "Movie \($0)") }
        try await dataSource.save(MoviePreviewPage.mock(results: results), forKey: "k")
        let log = StatementLog.attached(to: database)

        let page = try await dataSource.page(forKey: "k")

        #expect(page?.value.results.count == 20)
        #expect(log.queries(touching: "movies_").count == 2)
    }
}
