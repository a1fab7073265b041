import CoreDomain
import DataPersistence
import TVSeriesDomain
import TVSeriesInfrastructure

extension GRDBTVSeriesLocalDataSource {
    /// Caches a series alone, as a bundle without parts.
    func save(_ tvSeries: TVSeries) async throws(DataAccessError) {
        try await save(TVSeriesBundle(tvSeries: tvSeries))
    }

    /// Caches a season, with its episodes, beside a bare series of `tvSeriesID` (a bundle always
    /// holds its series).
    func save(_ season: TVSeason, inTVSeries tvSeriesID: Int) async throws(DataAccessError) {
        try await save(TVSeriesBundle(tvSeries: .bare(tvSeriesID), seasons: [season.seasonNumber: season]))
    }

    /// Caches credits beside a bare series of their id.
    func save(_ credits: Credits) async throws(DataAccessError) {
        try await save(TVSeriesBundle(tvSeries: .bare(credits.id), credits: credits))
    }

    /// Caches aggregate credits beside a bare series of their id.
    func save(_ credits: AggregateCredits) async throws(DataAccessError) {
        try await save(TVSeriesBundle(tvSeries: .bare(credits.id), aggregateCredits: credits))
    }

    /// The cached series alone, with the date it was written.
    func tvSeries(withID id: Int) async throws(DataAccessError) -> Cached<TVSeries>? {
        guard let cached = try await bundle(forTVSeries: id, including: []), let date = cached.cachedAt[.details]
        else {
            return nil
        }
        return Cached(value: cached.bundle.tvSeries, cachedAt: date)
    }

    /// The cached season with its episodes, with the date it was written; `nil` when it (or its
    /// series) is not cached.
    func season(_ seasonNumber: Int, inTVSeries tvSeriesID: Int) async throws(DataAccessError) -> Cached<TVSeason>? {
        guard let cached = try await bundle(forTVSeries: tvSeriesID, including: [.season(seasonNumber)]),
            let season = cached.bundle.seasons[seasonNumber], let date = cached.cachedAt[.part(.season(seasonNumber))]
        else {
            return nil
        }
        return Cached(value: season, cachedAt: date)
    }

    /// The cached credits, with the date they were written.
    func credits(forTVSeries id: Int) async throws(DataAccessError) -> Cached<Credits>? {
        try await part(\.credits, .credits, ofTVSeries: id)
    }

    /// The cached aggregate credits, with the date they were written.
    func aggregateCredits(forTVSeries id: Int) async throws(DataAccessError) -> Cached<AggregateCredits>? {
        try await part(\.aggregateCredits, .aggregateCredits, ofTVSeries: id)
    }

    /// One cached part, with the date it was written; `nil` when it (or the series) is not cached.
    func part<Value>(
        _ path: KeyPath<TVSeriesBundle, Value?>,
        _ part: TVSeriesPart,
        ofTVSeries id: Int
    ) async throws(DataAccessError) -> Cached<Value>? {
        guard let cached = try await bundle(forTVSeries: id, including: [part]),
            let value = cached.bundle[keyPath: path], let date = cached.cachedAt[.part(part)]
        else {
            return nil
        }
        return Cached(value: value, cachedAt: date)
    }
}
