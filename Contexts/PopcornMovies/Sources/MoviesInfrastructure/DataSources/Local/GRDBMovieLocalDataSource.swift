import CoreDomain
import DataPersistence
import Foundation
import GRDB
import MoviesDomain

/// The movies cache in the shared SQLite database, through GRDB.
///
/// Each save is one transaction that updates the parent row in place (or inserts it) and replaces
/// its child rows; each read fetches the parent with every child list prefetched, one query per
/// association. Rows written in another language read as `nil`.
public struct GRDBMovieLocalDataSource: MovieLocalDataSource {
    private let database: any DatabaseWriter
    private let language: String
    private let clock: any CacheClock
    private let movieMapper = MovieMapper()
    private let creditsMapper = CreditsEntityMapper<MoviesCreditsTables>()
    private let pageMapper = PreviewPageMapper<MoviesPreviewPageTables, MoviePreviewPage, MoviePreviewMapper>(
        resultMapper: MoviePreviewMapper())

    /// A data source over a migrated database (see ``MoviesMigrations``) for one TMDb language.
    ///
    /// - Parameter clock: stamps `cachedAt` on every save; the repositories' `CacheContext` should share it.
    public init(database: any DatabaseWriter, language: String, clock: any CacheClock) {
        self.database = database
        self.language = language
        self.clock = clock
    }

    public func movie(withID id: Int) async throws(DataAccessError) -> Cached<Movie>? {
        try await database.readCached(MoviesMovieEntity.self, key: id, language: language) { [movieMapper] in
            movieMapper.map($0)
        }
    }

    public func save(_ movie: Movie) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), movieMapper)
        try await database.saveAggregate(
            MoviesMovieEntity.self,
            key: movie.id,
            create: { mapper.map(movie, language: language, cachedAt: cachedAt) },
            update: { mapper.map(movie, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }

    public func credits(forMovie movieID: Int) async throws(DataAccessError) -> Cached<Credits>? {
        try await database.readCached(CreditsEntity<MoviesCreditsTables>.self, key: movieID, language: language) {
            [creditsMapper] in
            creditsMapper.map($0)
        }
    }

    public func save(_ credits: Credits) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), creditsMapper)
        try await database.saveAggregate(
            CreditsEntity<MoviesCreditsTables>.self,
            key: credits.id,
            create: { mapper.map(credits, language: language, cachedAt: cachedAt) },
            update: { mapper.map(credits, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }

    public func page(forKey key: String) async throws(DataAccessError) -> Cached<MoviePreviewPage>? {
        try await database.readCached(PreviewPageEntity<MoviesPreviewPageTables>.self, key: key, language: language) {
            [pageMapper] in
            pageMapper.map($0)
        }
    }

    public func save(_ page: MoviePreviewPage, forKey key: String) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), pageMapper)
        try await database.saveAggregate(
            PreviewPageEntity<MoviesPreviewPageTables>.self,
            key: key,
            create: { mapper.map(page, pageKey: key, language: language, cachedAt: cachedAt) },
            update: { mapper.map(page, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }
}
