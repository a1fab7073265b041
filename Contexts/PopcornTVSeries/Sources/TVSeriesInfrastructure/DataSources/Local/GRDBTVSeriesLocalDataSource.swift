import CoreDomain
import DataPersistence
import Foundation
import GRDB
import TVSeriesDomain

/// The TV series cache in the shared SQLite database, through GRDB.
///
/// A series and each part of its screen (credits, aggregate credits, ratings, images, watch
/// providers, the first page of its recommendations and similar series, each season with its
/// episodes) are separate entries, so a command that needs one part finds it after a screen
/// fetched them all. A bundle is read in one read transaction and saved in one write transaction;
/// each entry's save updates its parent row in place (or inserts it) and replaces its child rows,
/// and each read prefetches the children, one query per association. Rows written in another
/// language read as `nil`. Seasons and episodes are stored under their `TVSeriesCacheKey`s; a
/// season's episodes are cached episodes in their own right.
public struct GRDBTVSeriesLocalDataSource: TVSeriesLocalDataSource {
    private let database: any DatabaseWriter
    private let language: String
    private let clock: any CacheClock
    private let mappers = TVSeriesEntryMappers()

    /// A data source over a migrated database (see ``TVSeriesMigrations``) for one TMDb language.
    ///
    /// - Parameter clock: stamps `cachedAt` on every save; the repositories' `CacheContext` should share it.
    public init(database: any DatabaseWriter, language: String, clock: any CacheClock) {
        self.database = database
        self.language = language
        self.clock = clock
    }

    public func bundle(
        forTVSeries id: Int,
        including parts: Set<TVSeriesPart>
    ) async throws(DataAccessError) -> CachedParts<TVSeriesBundle, ScreenEntry<TVSeriesPart>>? {
        let (language, mappers) = (language, mappers)
        return try await database.readStorage { db in
            try TVSeriesBundleReader(tvSeriesID: id, parts: parts, language: language, mappers: mappers).read(in: db)
        }
    }

    public func bundles(
        _ requests: [Int: Set<TVSeriesPart>]
    ) async throws(DataAccessError) -> [Int: CachedParts<TVSeriesBundle, ScreenEntry<TVSeriesPart>>] {
        let (language, mappers) = (language, mappers)
        return try await database.readStorage { db in
            var bundles: [Int: CachedParts<TVSeriesBundle, ScreenEntry<TVSeriesPart>>] = [:]
            for (id, parts) in requests {
                bundles[id] = try TVSeriesBundleReader(
                    tvSeriesID: id, parts: parts, language: language, mappers: mappers
                )
                .read(in: db)
            }
            return bundles
        }
    }

    public func save(_ bundle: TVSeriesBundle) async throws(DataAccessError) {
        let writer = TVSeriesBundleWriter(language: language, cachedAt: clock.now(), mappers: mappers)
        try await database.writeStorage { db in try writer.write(bundle, in: db) }
    }

    public func episode(
        _ episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: Int
    ) async throws(DataAccessError) -> Cached<TVEpisode>? {
        let key = TVSeriesCacheKey.episode(episodeNumber, inSeason: seasonNumber, inTVSeries: tvSeriesID)
        return try await database.readCached(TVSeriesEpisodeEntity.self, key: key, language: language) {
            [mappers] in
            mappers.episode.map($0)
        }
    }

    public func save(_ episode: TVEpisode, inTVSeries tvSeriesID: Int) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), mappers.episode)
        try await database.saveAggregate(
            TVSeriesEpisodeEntity.self,
            key: TVSeriesCacheKey.episode(
                episode.episodeNumber, inSeason: episode.seasonNumber, inTVSeries: tvSeriesID),
            create: { mapper.map(episode, tvSeriesID: tvSeriesID, language: language, cachedAt: cachedAt) },
            update: { mapper.map(episode, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }

    public func episodeCredits(
        _ episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: Int
    ) async throws(DataAccessError) -> Cached<TVEpisodeCredits>? {
        let key = TVSeriesCacheKey.episodeCredits(episodeNumber, inSeason: seasonNumber, inTVSeries: tvSeriesID)
        return try await database.readCached(TVSeriesEpisodeCreditsEntity.self, key: key, language: language) {
            [mappers] in
            mappers.episodeCredits.map($0)
        }
    }

    public func save(_ credits: TVEpisodeCredits) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), mappers.episodeCredits)
        try await database.saveAggregate(
            TVSeriesEpisodeCreditsEntity.self,
            key: TVSeriesCacheKey.episodeCredits(
                credits.episodeNumber, inSeason: credits.seasonNumber, inTVSeries: credits.tvSeriesID),
            create: { mapper.map(credits, language: language, cachedAt: cachedAt) },
            update: { mapper.map(credits, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }

    public func page(forKey key: String) async throws(DataAccessError) -> Cached<TVSeriesPreviewPage>? {
        try await database.readCached(PreviewPageEntity<TVSeriesPreviewPageTables>.self, key: key, language: language) {
            [mappers] in
            mappers.page.map($0)
        }
    }

    public func save(_ page: TVSeriesPreviewPage, forKey key: String) async throws(DataAccessError) {
        let writer = TVSeriesBundleWriter(language: language, cachedAt: clock.now(), mappers: mappers)
        try await database.writeStorage { db in try writer.write(page, forKey: key, in: db) }
    }
}
