import DataPersistence
import DataPersistenceTestHelpers
import GRDB
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesInfrastructure

extension GRDBMovieLocalDataSourceTests {
    @Test("every entity of a whole bundle reads the same with plain SQL as with its associations")
    func plainReadsMatchAssociations() async throws {
        try await dataSource.save(MovieBundle.mock())

        try await database.read { db in
            let movie = try CachedAggregateReads.both(MoviesMovieEntity.self, key: 550, language: "en-US", in: db)
            #expect(movie.plain != nil)
            #expect(movie.plain?.belongsToCollection != nil)
            #expect(movie.plain == movie.associations)
            let credits = try CachedAggregateReads.both(
                CreditsEntity<MoviesCreditsTables>.self, key: 550, language: "en-US", in: db)
            #expect(credits.plain?.cast?.isEmpty == false)
            #expect(credits.plain == credits.associations)
            let images = try CachedAggregateReads.both(
                OwnedRowsEntity<MoviesImageCollectionTables>.self, key: 550, language: "en-US", in: db)
            #expect(images.plain?.rows?.count == 4)
            #expect(images.plain == images.associations)
            let page = try CachedAggregateReads.both(
                PreviewPageEntity<MoviesPreviewPageTables>.self, key: "movie:550:recommendations:page:1",
                language: "en-US", in: db)
            #expect(page.plain?.results?.count == 2)
            #expect(page.plain == page.associations)
        }
    }
}
