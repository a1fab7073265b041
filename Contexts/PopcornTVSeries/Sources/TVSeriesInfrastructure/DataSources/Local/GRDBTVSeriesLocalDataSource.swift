import CoreDomain
import DataPersistence
import Foundation
import GRDB
import TVSeriesDomain

/// The TV series cache in the shared SQLite database, through GRDB.
///
/// Each save is one transaction that updates the parent row in place (or inserts it) and replaces
/// its child rows; each read fetches the parent with every child list prefetched, one query per
/// association. Rows written in another language read as `nil`. Seasons and episodes are stored
/// under their `TVSeriesCacheKey`s; a season's episodes are cached episodes in their own right.
public struct GRDBTVSeriesLocalDataSource: TVSeriesLocalDataSource {
    private let database: any DatabaseWriter
    private let language: String
    private let clock: any CacheClock
    private let tvSeriesMapper = TVSeriesMapper()
    private let seasonMapper = TVSeasonMapper()
    private let episodeMapper = TVEpisodeMapper()
    private let episodeCreditsMapper = TVEpisodeCreditsMapper()
    private let creditsMapper = CreditsEntityMapper<TVSeriesCreditsTables>()
    private let aggregateCreditsMapper = AggregateCreditsMapper()
    private let pageMapper = PreviewPageMapper<TVSeriesPreviewPageTables, TVSeriesPreviewPage, TVSeriesPreviewMapper>(
        resultMapper: TVSeriesPreviewMapper())

    /// A data source over a migrated database (see ``TVSeriesMigrations``) for one TMDb language.
    ///
    /// - Parameter clock: stamps `cachedAt` on every save; the repositories' `CacheContext` should share it.
    public init(database: any DatabaseWriter, language: String, clock: any CacheClock) {
        self.database = database
        self.language = language
        self.clock = clock
    }

    public func tvSeries(withID id: Int) async throws(DataAccessError) -> Cached<TVSeries>? {
        try await database.readCached(TVSeriesEntity.self, key: id, language: language) { [tvSeriesMapper] in
            tvSeriesMapper.map($0)
        }
    }

    public func save(_ tvSeries: TVSeries) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), tvSeriesMapper)
        try await database.saveAggregate(
            TVSeriesEntity.self,
            key: tvSeries.id,
            create: { mapper.map(tvSeries, language: language, cachedAt: cachedAt) },
            update: { mapper.map(tvSeries, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }

    public func season(_ seasonNumber: Int, inTVSeries tvSeriesID: Int) async throws(DataAccessError)
        -> Cached<TVSeason>?
    {
        let key = TVSeriesCacheKey.season(seasonNumber, inTVSeries: tvSeriesID)
        let language = language
        let cached = try await database.readCached(TVSeriesSeasonEntity.self, key: key, language: language) { $0 }
        // An episode fetched on its own since, in another language, no longer matches its season.
        guard let cached, (cached.value.episodes ?? []).allSatisfy({ $0.language == language }) else {
            return nil
        }
        return Cached(value: seasonMapper.map(cached.value), cachedAt: cached.cachedAt)
    }

    public func save(_ season: TVSeason, inTVSeries tvSeriesID: Int) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), seasonMapper)
        try await database.saveAggregate(
            TVSeriesSeasonEntity.self,
            key: TVSeriesCacheKey.season(season.seasonNumber, inTVSeries: tvSeriesID),
            create: { mapper.map(season, tvSeriesID: tvSeriesID, language: language, cachedAt: cachedAt) },
            update: { mapper.map(season, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }

    public func episode(
        _ episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: Int
    ) async throws(DataAccessError) -> Cached<TVEpisode>? {
        let key = TVSeriesCacheKey.episode(episodeNumber, inSeason: seasonNumber, inTVSeries: tvSeriesID)
        return try await database.readCached(TVSeriesEpisodeEntity.self, key: key, language: language) {
            [episodeMapper] in
            episodeMapper.map($0)
        }
    }

    public func save(_ episode: TVEpisode, inTVSeries tvSeriesID: Int) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), episodeMapper)
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
            [episodeCreditsMapper] in
            episodeCreditsMapper.map($0)
        }
    }

    public func save(_ credits: TVEpisodeCredits) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), episodeCreditsMapper)
        try await database.saveAggregate(
            TVSeriesEpisodeCreditsEntity.self,
            key: TVSeriesCacheKey.episodeCredits(
                credits.episodeNumber, inSeason: credits.seasonNumber, inTVSeries: credits.tvSeriesID),
            create: { mapper.map(credits, language: language, cachedAt: cachedAt) },
            update: { mapper.map(credits, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }

    public func credits(forTVSeries tvSeriesID: Int) async throws(DataAccessError) -> Cached<Credits>? {
        try await database.readCached(CreditsEntity<TVSeriesCreditsTables>.self, key: tvSeriesID, language: language) {
            [creditsMapper] in
            creditsMapper.map($0)
        }
    }

    public func save(_ credits: Credits) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), creditsMapper)
        try await database.saveAggregate(
            CreditsEntity<TVSeriesCreditsTables>.self,
            key: credits.id,
            create: { mapper.map(credits, language: language, cachedAt: cachedAt) },
            update: { mapper.map(credits, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }

    public func aggregateCredits(forTVSeries tvSeriesID: Int) async throws(DataAccessError)
        -> Cached<AggregateCredits>?
    {
        try await database.readCached(TVSeriesAggregateCreditsEntity.self, key: tvSeriesID, language: language) {
            [aggregateCreditsMapper] in
            aggregateCreditsMapper.map($0)
        }
    }

    public func save(_ aggregateCredits: AggregateCredits) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), aggregateCreditsMapper)
        try await database.saveAggregate(
            TVSeriesAggregateCreditsEntity.self,
            key: aggregateCredits.id,
            create: { mapper.map(aggregateCredits, language: language, cachedAt: cachedAt) },
            update: { mapper.map(aggregateCredits, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }

    public func page(forKey key: String) async throws(DataAccessError) -> Cached<TVSeriesPreviewPage>? {
        try await database.readCached(PreviewPageEntity<TVSeriesPreviewPageTables>.self, key: key, language: language) {
            [pageMapper] in
            pageMapper.map($0)
        }
    }

    public func save(_ page: TVSeriesPreviewPage, forKey key: String) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), pageMapper)
        try await database.saveAggregate(
            PreviewPageEntity<TVSeriesPreviewPageTables>.self,
            key: key,
            create: { mapper.map(page, pageKey: key, language: language, cachedAt: cachedAt) },
            update: { mapper.map(page, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }
}
