import CoreDomain
import DataPersistence
import Foundation
import GRDB
import MoviesDomain

/// The movies cache in the shared SQLite database, through GRDB.
///
/// A movie and each part of it (credits, release dates, images, watch providers, videos, keywords,
/// translations, the first page of its recommendations and similar titles) are separate entries, so
/// a command that needs one part finds it after a screen fetched them all. A bundle is read in one read transaction and saved in
/// one write transaction; each entry's save updates its parent row in place (or inserts it) and
/// replaces its child rows, and each read prefetches the children, one query per association.
/// Rows written in another language read as `nil`.
public struct GRDBMovieLocalDataSource: MovieLocalDataSource {
    private let database: any DatabaseWriter
    private let language: String
    private let clock: any CacheClock
    private let mappers = Mappers()

    /// A data source over a migrated database (see ``MoviesMigrations``) for one TMDb language.
    ///
    /// - Parameter clock: stamps `cachedAt` on every save; the repositories' `CacheContext` should share it.
    public init(database: any DatabaseWriter, language: String, clock: any CacheClock) {
        self.database = database
        self.language = language
        self.clock = clock
    }

    public func bundle(
        forMovie id: Int,
        including parts: Set<MoviePart>
    ) async throws(DataAccessError) -> CachedParts<MovieBundle, ScreenEntry<MoviePart>>? {
        let (language, mappers) = (language, mappers)
        return try await database.readStorage { db in
            try Self.readBundle(id, parts: parts, language: language, mappers: mappers, in: db)
        }
    }

    public func save(_ bundle: MovieBundle) async throws(DataAccessError) {
        let (language, cachedAt, mappers) = (language, clock.now(), mappers)
        try await database.writeStorage { db in
            try Self.write(bundle, language: language, cachedAt: cachedAt, mappers: mappers, in: db)
        }
    }

    public func page(forKey key: String) async throws(DataAccessError) -> Cached<MoviePreviewPage>? {
        try await database.readCached(PreviewPageEntity<MoviesPreviewPageTables>.self, key: key, language: language) {
            [mappers] in
            mappers.page.map($0)
        }
    }

    public func save(_ page: MoviePreviewPage, forKey key: String) async throws(DataAccessError) {
        let (language, cachedAt, mappers) = (language, clock.now(), mappers)
        try await database.writeStorage { db in
            try Self.write(page, forKey: key, language: language, cachedAt: cachedAt, mappers: mappers, in: db)
        }
    }

    /// The mappers of every entry, captured together by the transactions' closures.
    private struct Mappers: Sendable {
        let movie = MovieMapper()
        let credits = CreditsEntityMapper<MoviesCreditsTables>()
        let releaseDates = MovieReleaseDatesMapper()
        let images = ImageCollectionEntityMapper<MoviesImageCollectionTables>()
        let watchProviders = WatchProvidersEntityMapper<MoviesWatchProvidersTables>()
        let videos = VideosEntityMapper<MoviesVideosTables>()
        let keywords = KeywordsEntityMapper<MoviesKeywordsTables>()
        let translations = TranslationsEntityMapper<MoviesTranslationsTables>()
        let page = PreviewPageMapper<MoviesPreviewPageTables, MoviePreviewPage, MoviePreviewMapper>(
            resultMapper: MoviePreviewMapper())
    }

    private static func readBundle(
        _ id: Int,
        parts: Set<MoviePart>,
        language: String,
        mappers: Mappers,
        in db: Database
    ) throws -> CachedParts<MovieBundle, ScreenEntry<MoviePart>>? {
        guard let movie = try MoviesMovieEntity.fetchCached(in: db, key: id, language: language) else {
            return nil
        }
        var cachedAt: [ScreenEntry<MoviePart>: Date] = [.details: movie.cachedAt]
        /// The entry of `part` when it was asked for and is cached, its date noted.
        func read<Entity: CachedAggregateRecord>(
            _ part: MoviePart,
            _ type: Entity.Type,
            key: some DatabaseValueConvertible & Sendable
        ) throws -> Entity? {
            guard parts.contains(part), let entity = try Entity.fetchCached(in: db, key: key, language: language) else {
                return nil
            }
            cachedAt[.part(part)] = entity.cachedAt
            return entity
        }
        let credits = try read(.credits, CreditsEntity<MoviesCreditsTables>.self, key: id)
        let releaseDates = try read(.releaseDates, OwnedRowsEntity<MoviesReleaseDatesTables>.self, key: id)
        let images = try read(.images, OwnedRowsEntity<MoviesImageCollectionTables>.self, key: id)
        let recommendations = try read(
            .recommendations, PreviewPageEntity<MoviesPreviewPageTables>.self,
            key: pageKey(.recommendations, ofMovie: id))
        let similar = try read(
            .similar, PreviewPageEntity<MoviesPreviewPageTables>.self, key: pageKey(.similar, ofMovie: id))
        let watchProviders = try read(.watchProviders, OwnedRowsEntity<MoviesWatchProvidersTables>.self, key: id)
        let videos = try read(.videos, OwnedRowsEntity<MoviesVideosTables>.self, key: id)
        let keywords = try read(.keywords, OwnedRowsEntity<MoviesKeywordsTables>.self, key: id)
        let translations = try read(.translations, OwnedRowsEntity<MoviesTranslationsTables>.self, key: id)
        // Parts the source did not have count as cached too, without a value; looked up only when needed.
        let unanswered = try UnansweredPartTable.movies.unanswered(
            among: parts.filter { cachedAt[.part($0)] == nil }, of: id, language: language, in: db)
        for (part, date) in unanswered {
            cachedAt[.part(part)] = date
        }
        let bundle = MovieBundle(
            movie: mappers.movie.map(movie),
            credits: credits.map(mappers.credits.map),
            releaseDates: releaseDates.map(mappers.releaseDates.map),
            images: images.map(mappers.images.map),
            recommendations: recommendations.map(mappers.page.map),
            similar: similar.map(mappers.page.map),
            watchProviders: watchProviders.map(mappers.watchProviders.map),
            videos: videos.map(mappers.videos.map),
            keywords: keywords.map(mappers.keywords.map),
            translations: translations.map(mappers.translations.map),
            unansweredParts: Set(unanswered.keys)
        )
        return CachedParts(bundle: bundle, cachedAt: cachedAt)
    }

    private static func write(
        _ bundle: MovieBundle,
        language: String,
        cachedAt: Date,
        mappers: Mappers,
        in db: Database
    ) throws {
        let id = bundle.movie.id
        try MoviesMovieEntity.saveAggregate(
            in: db, key: id,
            create: { mappers.movie.map(bundle.movie, language: language, cachedAt: cachedAt) },
            update: { mappers.movie.map(bundle.movie, to: &$0, language: language, cachedAt: cachedAt) })
        if let credits = bundle.credits {
            try CreditsEntity<MoviesCreditsTables>.saveAggregate(
                in: db, key: credits.id,
                create: { mappers.credits.map(credits, language: language, cachedAt: cachedAt) },
                update: { mappers.credits.map(credits, to: &$0, language: language, cachedAt: cachedAt) })
        }
        if let releaseDates = bundle.releaseDates {
            try OwnedRowsEntity<MoviesReleaseDatesTables>.saveAggregate(
                in: db, key: id,
                create: { mappers.releaseDates.map(releaseDates, movieID: id, language: language, cachedAt: cachedAt) },
                update: { mappers.releaseDates.map(releaseDates, to: &$0, language: language, cachedAt: cachedAt) })
        }
        if let images = bundle.images {
            try OwnedRowsEntity<MoviesImageCollectionTables>.saveAggregate(
                in: db, key: id,
                create: { mappers.images.map(images, language: language, cachedAt: cachedAt) },
                update: { mappers.images.map(images, to: &$0, language: language, cachedAt: cachedAt) })
        }
        try mappers.watchProviders.save(
            bundle.watchProviders, ownerID: id, language: language, cachedAt: cachedAt, in: db)
        try mappers.videos.save(bundle.videos, ownerID: id, language: language, cachedAt: cachedAt, in: db)
        try mappers.keywords.save(bundle.keywords, ownerID: id, language: language, cachedAt: cachedAt, in: db)
        try mappers.translations.save(bundle.translations, ownerID: id, language: language, cachedAt: cachedAt, in: db)
        if let recommendations = bundle.recommendations {
            try write(
                recommendations, forKey: pageKey(.recommendations, ofMovie: id), language: language,
                cachedAt: cachedAt, mappers: mappers, in: db)
        }
        if let similar = bundle.similar {
            try write(
                similar, forKey: pageKey(.similar, ofMovie: id), language: language, cachedAt: cachedAt,
                mappers: mappers, in: db)
        }
        try writeUnanswered(bundle, language: language, cachedAt: cachedAt, in: db)
    }

    /// Remembers the parts the source did not have (dropping what was cached of them), and forgets
    /// that of the parts it now answered.
    private static func writeUnanswered(_ bundle: MovieBundle, language: String, cachedAt: Date, in db: Database) throws
    {
        try UnansweredPartTable.movies.record(
            answered: bundle.answeredParts, unanswered: bundle.unansweredParts, of: bundle.movie.id,
            language: language, cachedAt: cachedAt, in: db)
        for part in bundle.unansweredParts {
            try deleteEntry(of: part, ofMovie: bundle.movie.id, in: db)
        }
    }

    /// Deletes the entry an unanswered part may still have from when the source had it, so that a
    /// part is either cached or remembered as unanswered, never both.
    private static func deleteEntry(of part: MoviePart, ofMovie id: Int, in db: Database) throws {
        switch part {
        case .credits: try CreditsEntity<MoviesCreditsTables>.deleteOne(db, key: id)
        case .releaseDates: try OwnedRowsEntity<MoviesReleaseDatesTables>.deleteOne(db, key: id)
        case .images: try OwnedRowsEntity<MoviesImageCollectionTables>.deleteOne(db, key: id)
        case .watchProviders: try OwnedRowsEntity<MoviesWatchProvidersTables>.deleteOne(db, key: id)
        case .videos: try OwnedRowsEntity<MoviesVideosTables>.deleteOne(db, key: id)
        case .keywords: try OwnedRowsEntity<MoviesKeywordsTables>.deleteOne(db, key: id)
        case .translations: try OwnedRowsEntity<MoviesTranslationsTables>.deleteOne(db, key: id)
        case .recommendations, .similar:
            try PreviewPageEntity<MoviesPreviewPageTables>.deleteOne(db, key: pageKey(part, ofMovie: id))
        }
    }

    private static func write(
        _ page: MoviePreviewPage,
        forKey key: String,
        language: String,
        cachedAt: Date,
        mappers: Mappers,
        in db: Database
    ) throws {
        try PreviewPageEntity<MoviesPreviewPageTables>.saveAggregate(
            in: db, key: key,
            create: { mappers.page.map(page, pageKey: key, language: language, cachedAt: cachedAt) },
            update: { mappers.page.map(page, to: &$0, language: language, cachedAt: cachedAt) })
    }

    /// The page key under which the first page of a movie's recommendations or similar titles is
    /// cached: the repository's (``MovieCacheKey``), so a later `--page 1` finds it.
    private static func pageKey(_ part: MoviePart, ofMovie id: Int) -> String {
        MovieCacheKey.part(part, ofMovie: id)
    }
}
