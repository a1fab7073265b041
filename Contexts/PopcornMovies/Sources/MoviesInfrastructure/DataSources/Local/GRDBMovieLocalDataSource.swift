import CoreDomain
import DataPersistence
import Foundation
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
    private let creditsMapper = CreditsMapper()
    private let pageMapper = MoviePreviewPageMapper()

    /// A data source over a migrated database (see ``MoviesMigrations``) for one TMDb language.
    ///
    /// - Parameter clock: stamps `cachedAt` on every save; the repositories' `CacheContext` should share it.
    public init(database: any DatabaseWriter, language: String, clock: any CacheClock) {
        self.database = database
        self.language = language
        self.clock = clock
    }

    public func movie(withID id: Int) async throws(DataAccessError) -> Cached<Movie>? {
        try await database.readStorage { [language, movieMapper] db in
            try MoviesMovieEntity.withChildren
                .filter(key: id)
                .filter(MoviesMovieEntity.Columns.language == language)
                .fetchOne(db)
                .map { Cached(value: movieMapper.map($0), cachedAt: $0.cachedAt) }
        }
    }

    public func save(_ movie: Movie) async throws(DataAccessError) {
        let cachedAt = clock.now()
        try await database.writeStorage { [language, movieMapper] db in
            var entity: MoviesMovieEntity
            if let existing = try MoviesMovieEntity.fetchOne(db, key: movie.id) {
                entity = existing
                movieMapper.map(movie, to: &entity, language: language, cachedAt: cachedAt)
                try entity.update(db)
            } else {
                entity = movieMapper.map(movie, language: language, cachedAt: cachedAt)
                try entity.insert(db)
            }
            try entity.replaceChildren(db)
        }
    }

    public func credits(forMovie movieID: Int) async throws(DataAccessError) -> Cached<Credits>? {
        try await database.readStorage { [language, creditsMapper] db in
            try MoviesCreditsEntity.withChildren
                .filter(key: movieID)
                .filter(MoviesCreditsEntity.Columns.language == language)
                .fetchOne(db)
                .map { Cached(value: creditsMapper.map($0), cachedAt: $0.cachedAt) }
        }
    }

    public func save(_ credits: Credits) async throws(DataAccessError) {
        let cachedAt = clock.now()
        try await database.writeStorage { [language, creditsMapper] db in
            var entity: MoviesCreditsEntity
            if let existing = try MoviesCreditsEntity.fetchOne(db, key: credits.id) {
                entity = existing
                creditsMapper.map(credits, to: &entity, language: language, cachedAt: cachedAt)
                try entity.update(db)
            } else {
                entity = creditsMapper.map(credits, language: language, cachedAt: cachedAt)
                try entity.insert(db)
            }
            try entity.replaceChildren(db)
        }
    }

    public func page(forKey key: String) async throws(DataAccessError) -> Cached<MoviePreviewPage>? {
        try await database.readStorage { [language, pageMapper] db in
            try MoviesMoviePreviewPageEntity.withChildren
                .filter(key: key)
                .filter(MoviesMoviePreviewPageEntity.Columns.language == language)
                .fetchOne(db)
                .map { Cached(value: pageMapper.map($0), cachedAt: $0.cachedAt) }
        }
    }

    public func save(_ page: MoviePreviewPage, forKey key: String) async throws(DataAccessError) {
        let cachedAt = clock.now()
        try await database.writeStorage { [language, pageMapper] db in
            var entity: MoviesMoviePreviewPageEntity
            if let existing = try MoviesMoviePreviewPageEntity.fetchOne(db, key: key) {
                entity = existing
                pageMapper.map(page, to: &entity, language: language, cachedAt: cachedAt)
                try entity.update(db)
            } else {
                entity = pageMapper.map(page, pageKey: key, language: language, cachedAt: cachedAt)
                try entity.insert(db)
            }
            try entity.replaceChildren(db)
        }
    }
}
