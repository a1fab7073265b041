import CoreDomain
import DataPersistence
import Foundation
import GRDB
import TVSeriesDomain

/// Writes a series and every part its bundle holds, each in its own entry, in the caller's
/// transaction, and remembers the parts its source did not have (dropping what was cached of them).
struct TVSeriesBundleWriter: Sendable {
    let language: String
    let cachedAt: Date
    let mappers: TVSeriesEntryMappers

    func write(_ bundle: TVSeriesBundle, in db: Database) throws {
        let id = bundle.tvSeries.id
        let (language, cachedAt, mappers) = (language, cachedAt, mappers)
        try TVSeriesEntity.saveAggregate(
            in: db, key: id,
            create: { mappers.tvSeries.map(bundle.tvSeries, language: language, cachedAt: cachedAt) },
            update: { mappers.tvSeries.map(bundle.tvSeries, to: &$0, language: language, cachedAt: cachedAt) })
        if let credits = bundle.credits {
            try CreditsEntity<TVSeriesCreditsTables>.saveAggregate(
                in: db, key: credits.id,
                create: { mappers.credits.map(credits, language: language, cachedAt: cachedAt) },
                update: { mappers.credits.map(credits, to: &$0, language: language, cachedAt: cachedAt) })
        }
        if let aggregateCredits = bundle.aggregateCredits {
            try TVSeriesAggregateCreditsEntity.saveAggregate(
                in: db, key: aggregateCredits.id,
                create: { mappers.aggregateCredits.map(aggregateCredits, language: language, cachedAt: cachedAt) },
                update: {
                    mappers.aggregateCredits.map(aggregateCredits, to: &$0, language: language, cachedAt: cachedAt)
                })
        }
        if let ratings = bundle.contentRatings {
            try OwnedRowsEntity<TVSeriesContentRatingsTables>.saveAggregate(
                in: db, key: id,
                create: { mappers.contentRatings.map(ratings, tvSeriesID: id, language: language, cachedAt: cachedAt) },
                update: { mappers.contentRatings.map(ratings, to: &$0, language: language, cachedAt: cachedAt) })
        }
        if let images = bundle.images {
            try OwnedRowsEntity<TVSeriesImageCollectionTables>.saveAggregate(
                in: db, key: id,
                create: { mappers.images.map(images, language: language, cachedAt: cachedAt) },
                update: { mappers.images.map(images, to: &$0, language: language, cachedAt: cachedAt) })
        }
        try mappers.watchProviders.save(
            bundle.watchProviders, ownerID: id, language: language, cachedAt: cachedAt, in: db)
        try mappers.videos.save(bundle.videos, ownerID: id, language: language, cachedAt: cachedAt, in: db)
        try mappers.translations.save(bundle.translations, ownerID: id, language: language, cachedAt: cachedAt, in: db)
        try mappers.keywords.save(bundle.keywords, ownerID: id, language: language, cachedAt: cachedAt, in: db)
        if let recommendations = bundle.recommendations {
            try write(recommendations, forKey: TVSeriesCacheKey.part(.recommendations, ofTVSeries: id), in: db)
        }
        if let similar = bundle.similar {
            try write(similar, forKey: TVSeriesCacheKey.part(.similar, ofTVSeries: id), in: db)
        }
        for season in bundle.seasons.values.sorted(by: { $0.seasonNumber < $1.seasonNumber }) {
            try TVSeriesSeasonEntity.saveAggregate(
                in: db, key: TVSeriesCacheKey.season(season.seasonNumber, inTVSeries: id),
                create: { mappers.season.map(season, tvSeriesID: id, language: language, cachedAt: cachedAt) },
                update: { mappers.season.map(season, to: &$0, language: language, cachedAt: cachedAt) })
        }
        try UnansweredPartTable.tvSeries.record(
            answered: bundle.answeredParts, unanswered: bundle.unansweredParts, of: id, language: language,
            cachedAt: cachedAt, in: db)
        for part in bundle.unansweredParts {
            try deleteEntry(of: part, ofTVSeries: id, in: db)
        }
    }

    /// Deletes the entry an unanswered part may still have from when the source had it, so that a
    /// part is either cached or remembered as unanswered, never both.
    private func deleteEntry(of part: TVSeriesPart, ofTVSeries id: Int, in db: Database) throws {
        let key = TVSeriesCacheKey.part(part, ofTVSeries: id)
        switch part {
        case .credits: try CreditsEntity<TVSeriesCreditsTables>.deleteOne(db, key: id)
        case .aggregateCredits: try TVSeriesAggregateCreditsEntity.deleteOne(db, key: id)
        case .contentRatings: try OwnedRowsEntity<TVSeriesContentRatingsTables>.deleteOne(db, key: id)
        case .images: try OwnedRowsEntity<TVSeriesImageCollectionTables>.deleteOne(db, key: id)
        case .watchProviders: try OwnedRowsEntity<TVSeriesWatchProvidersTables>.deleteOne(db, key: id)
        case .videos: try OwnedRowsEntity<TVSeriesVideosTables>.deleteOne(db, key: id)
        case .keywords: try OwnedRowsEntity<TVSeriesKeywordsTables>.deleteOne(db, key: id)
        case .translations: try OwnedRowsEntity<TVSeriesTranslationsTables>.deleteOne(db, key: id)
        case .recommendations, .similar: try PreviewPageEntity<TVSeriesPreviewPageTables>.deleteOne(db, key: key)
        case .season: try TVSeriesSeasonEntity.deleteOne(db, key: key)
        }
    }

    /// A list page, or the first page of a series' recommendations or similar series, under `key`.
    func write(_ page: TVSeriesPreviewPage, forKey key: String, in db: Database) throws {
        let (language, cachedAt, mapper) = (language, cachedAt, mappers.page)
        try PreviewPageEntity<TVSeriesPreviewPageTables>.saveAggregate(
            in: db, key: key,
            create: { mapper.map(page, pageKey: key, language: language, cachedAt: cachedAt) },
            update: { mapper.map(page, to: &$0, language: language, cachedAt: cachedAt) })
    }
}
