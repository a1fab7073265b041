import CoreDomain
import DataPersistence
import Foundation
import TVSeriesDomain

/// The TV series context's offline cache, read and written by the repositories through `ReadThroughCache`.
///
/// Reads return `nil` when nothing is cached in the data source's language; every value comes
/// back with the date it was written, so the cache can tell fresh from stale. Each kind of value
/// is its own cache entry with its own date: a series, a season, a single episode, an episode's
/// credits, the series' credits, the aggregate credits and each list or search page.
public protocol TVSeriesLocalDataSource: Sendable {
    /// The cached series with a TMDb id, with its season summaries, or `nil`.
    func tvSeries(withID id: Int) async throws(DataAccessError) -> Cached<TVSeries>?

    /// Caches a series, replacing any older copy and its nested lists.
    func save(_ tvSeries: TVSeries) async throws(DataAccessError)

    /// The cached season `seasonNumber` of a series, with its episodes, or `nil`.
    func season(_ seasonNumber: Int, inTVSeries tvSeriesID: Int) async throws(DataAccessError) -> Cached<TVSeason>?

    /// Caches a season of a series under its own season number, replacing any older copy and its episodes.
    func save(_ season: TVSeason, inTVSeries tvSeriesID: Int) async throws(DataAccessError)

    /// The cached episode `episodeNumber` of season `seasonNumber` of a series, or `nil`.
    ///
    /// Only an episode saved on its own answers; a cached season's
    /// episodes do not.
    func episode(
        _ episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: Int
    ) async throws(DataAccessError) -> Cached<TVEpisode>?

    /// Caches an episode of a series under its own season and episode numbers, replacing any older copy.
    func save(_ episode: TVEpisode, inTVSeries tvSeriesID: Int) async throws(DataAccessError)

    /// The cached credits of episode `episodeNumber` of season `seasonNumber` of a series, or `nil`.
    func episodeCredits(
        _ episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: Int
    ) async throws(DataAccessError) -> Cached<TVEpisodeCredits>?

    /// Caches an episode's credits under the series, season and episode they name, replacing any older copy.
    func save(_ credits: TVEpisodeCredits) async throws(DataAccessError)

    /// The cached cast and crew of a series, or `nil`.
    func credits(forTVSeries tvSeriesID: Int) async throws(DataAccessError) -> Cached<Credits>?

    /// Caches a series' cast and crew (`credits.id` is the series' id), replacing any older copy.
    func save(_ credits: Credits) async throws(DataAccessError)

    /// The cached aggregate cast and crew of a series, or `nil`.
    func aggregateCredits(forTVSeries tvSeriesID: Int) async throws(DataAccessError) -> Cached<AggregateCredits>?

    /// Caches a series' aggregate cast and crew, replacing any older copy.
    func save(_ aggregateCredits: AggregateCredits) async throws(DataAccessError)

    /// The cached list or search page stored under a repository's cache key, or `nil`.
    func page(forKey key: String) async throws(DataAccessError) -> Cached<TVSeriesPreviewPage>?

    /// Caches a list or search page under a repository's cache key, replacing any older copy.
    func save(_ page: TVSeriesPreviewPage, forKey key: String) async throws(DataAccessError)
}
