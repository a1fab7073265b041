import CoreDomain
import DataPersistence
import Foundation
import GRDB
import TVSeriesDomain

/// Reads a series and the asked parts of its screen from the cache, in the caller's transaction:
/// one query per entry and association, and one for the parts remembered as unanswered (only when
/// some asked part has no entry).
struct TVSeriesBundleReader {
    let tvSeriesID: Int
    let parts: Set<TVSeriesPart>
    let language: String
    let mappers: TVSeriesEntryMappers

    /// The bundle with the date of each entry read; `nil` when the series' details are not cached.
    func read(in db: Database) throws -> CachedParts<TVSeriesBundle, ScreenEntry<TVSeriesPart>>? {
        guard let series = try TVSeriesEntity.fetchCached(in: db, key: tvSeriesID, language: language) else {
            return nil
        }
        var cachedAt: [ScreenEntry<TVSeriesPart>: Date] = [.details: series.cachedAt]
        /// The entry of `part` when it was asked for and is cached, its date noted.
        func read<Entity: CachedAggregateRecord>(
            _ part: TVSeriesPart,
            _ type: Entity.Type,
            key: some DatabaseValueConvertible & Sendable
        ) throws -> Entity? {
            guard parts.contains(part), let entity = try Entity.fetchCached(in: db, key: key, language: language) else {
                return nil
            }
            cachedAt[.part(part)] = entity.cachedAt
            return entity
        }
        let id = tvSeriesID
        let credits = try read(.credits, CreditsEntity<TVSeriesCreditsTables>.self, key: id)
        let aggregateCredits = try read(.aggregateCredits, TVSeriesAggregateCreditsEntity.self, key: id)
        let contentRatings = try read(.contentRatings, OwnedRowsEntity<TVSeriesContentRatingsTables>.self, key: id)
        let images = try read(.images, OwnedRowsEntity<TVSeriesImageCollectionTables>.self, key: id)
        let recommendations = try read(
            .recommendations, PreviewPageEntity<TVSeriesPreviewPageTables>.self,
            key: TVSeriesCacheKey.part(.recommendations, ofTVSeries: id))
        let similar = try read(
            .similar, PreviewPageEntity<TVSeriesPreviewPageTables>.self,
            key: TVSeriesCacheKey.part(.similar, ofTVSeries: id))
        let watchProviders = try read(.watchProviders, OwnedRowsEntity<TVSeriesWatchProvidersTables>.self, key: id)
        let videos = try read(.videos, OwnedRowsEntity<TVSeriesVideosTables>.self, key: id)
        let keywords = try read(.keywords, OwnedRowsEntity<TVSeriesKeywordsTables>.self, key: id)
        let translations = try read(.translations, OwnedRowsEntity<TVSeriesTranslationsTables>.self, key: id)
        var seasons: [Int: TVSeason] = [:]
        for number in parts.compactMap(\.seasonNumber) {
            guard let season = try readSeason(number, in: db) else {
                continue
            }
            cachedAt[.part(.season(number))] = season.cachedAt
            seasons[number] = mappers.season.map(season)
        }
        // Parts the source did not have count as cached too, without a value; looked up only when needed.
        let unanswered = try UnansweredPartTable.tvSeries.unanswered(
            among: parts.filter { cachedAt[.part($0)] == nil }, of: id, language: language, in: db)
        for (part, date) in unanswered {
            cachedAt[.part(part)] = date
        }
        let bundle = TVSeriesBundle(
            tvSeries: mappers.tvSeries.map(series),
            credits: credits.map(mappers.credits.map),
            aggregateCredits: aggregateCredits.map(mappers.aggregateCredits.map),
            contentRatings: contentRatings.map(mappers.contentRatings.map),
            images: images.map(mappers.images.map),
            recommendations: recommendations.map(mappers.page.map),
            similar: similar.map(mappers.page.map),
            watchProviders: watchProviders.map(mappers.watchProviders.map),
            videos: videos.map(mappers.videos.map),
            keywords: keywords.map(mappers.keywords.map),
            translations: translations.map(mappers.translations.map),
            seasons: seasons,
            unansweredParts: Set(unanswered.keys)
        )
        return CachedParts(bundle: bundle, cachedAt: cachedAt)
    }

    /// The cached season, unless one of its episodes was since fetched on its own in another
    /// language: it no longer matches its season, which then reads as not cached.
    private func readSeason(_ number: Int, in db: Database) throws -> TVSeriesSeasonEntity? {
        let key = TVSeriesCacheKey.season(number, inTVSeries: tvSeriesID)
        guard let season = try TVSeriesSeasonEntity.fetchCached(in: db, key: key, language: language),
            (season.episodes ?? []).allSatisfy({ $0.language == language })
        else {
            return nil
        }
        return season
    }
}
