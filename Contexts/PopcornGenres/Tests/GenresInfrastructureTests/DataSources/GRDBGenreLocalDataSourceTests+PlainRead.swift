import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import GRDB
import GenresDomain
import Testing

@testable import GenresInfrastructure

extension GRDBGenreLocalDataSourceTests {
    @Test("a genre list reads the same with plain SQL as with its association, and asks nothing of the schema")
    func plainReadsMatchAssociations() async throws {
        try await dataSource.save(Genre.mockMovieGenres(), for: .movie)
        try await dataSource.save([], for: .tv)

        try await database.read { db in
            let movie = try CachedAggregateReads.both(
                GenresGenreListEntity.self, key: "movie", language: "en-US", in: db)
            #expect(movie.plain?.genres?.isEmpty == false)
            #expect(movie.plain == movie.associations)
            let tv = try CachedAggregateReads.both(GenresGenreListEntity.self, key: "tv", language: "en-US", in: db)
            #expect(tv.plain?.genres == [])
            #expect(tv.plain == tv.associations)
        }
        let log = StatementLog.attached(to: database)
        _ = try await dataSource.genres(for: .movie)
        #expect(!log.all.contains { $0.hasPrefix("PRAGMA") && !$0.hasPrefix("PRAGMA query_only") }, "\(log.all)")
    }
}
