import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import MoviesDomain
import MoviesInfrastructure
import MoviesTestHelpers
import Testing

extension GRDBMovieLocalDataSourceTests {
    @Test("saved credits read back with cast and crew in order")
    func creditsRoundTrip() async throws {
        try await dataSource.save(Credits.mock())

        let cached = try #require(try await dataSource.credits(forMovie: 550))

        #expect(cached.value == Credits.mock())
        #expect(cached.cachedAt == clock.now())
        #expect(try count("movies_cast_member") == Credits.mock().cast.count)
        #expect(try count("movies_crew_member") == Credits.mock().crew.count)
    }

    @Test("credits that were never saved, or saved in another language, read as nil")
    func missingOrOtherLanguageCredits() async throws {
        #expect(try await dataSource.credits(forMovie: 550) == nil)
        let french = GRDBMovieLocalDataSource(database: database, language: "fr-FR", clock: clock)
        try await french.save(Credits.mock())
        #expect(try await dataSource.credits(forMovie: 550) == nil)
    }

    @Test("saving credits again replaces cast and crew without leftovers")
    func creditsOverwrite() async throws {
        try await dataSource.save(Credits.mock())
        clock.advance(by: 60)
        let updated = Credits.mock(cast: [.mock(id: 1, name: "Only One", order: 0)], crew: [])

        try await dataSource.save(updated)

        let cached = try #require(try await dataSource.credits(forMovie: 550))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try count("movies_credits") == 1)
        #expect(try count("movies_cast_member") == 1)
        #expect(try count("movies_crew_member") == 0)
    }

    @Test("deleting a credits row deletes its cast and crew rows")
    func deletingCreditsCascades() async throws {
        try await dataSource.save(Credits.mock())

        _ = try await database.write { db in try db.execute(sql: "DELETE FROM movies_credits") }

        #expect(try count("movies_cast_member") == 0)
        #expect(try count("movies_crew_member") == 0)
    }

    @Test("reading credits runs one query for the credits and one per member list, beside the movie's")
    func creditsReadIsNotNPlusOne() async throws {
        try await dataSource.save(Credits.mock())
        let log = StatementLog.attached(to: database)

        _ = try await dataSource.credits(forMovie: 550)

        #expect(log.queries(touching: "movies_credits").count == 1)
        #expect(log.queries(touching: "movies_cast_member").count == 1)
        #expect(log.queries(touching: "movies_crew_member").count == 1)
    }
}
