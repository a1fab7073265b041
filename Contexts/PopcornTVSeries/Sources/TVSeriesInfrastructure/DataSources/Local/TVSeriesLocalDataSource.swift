import CoreDomain
import DataPersistence
import Foundation
import TVSeriesDomain

/// The TV series context's offline cache, read and written by the repositories through `ReadThroughCache`.
///
/// Reads return `nil` when nothing is cached in the data source's language; every value comes
/// back with the date it was written, so the cache can tell fresh from stale. Each kind of value
/// is its own cache entry with its own date: a series and each part of its screen (its credits,
/// aggregate credits, ratings, images, watch providers, first pages of recommendations and
/// similar series, and each season with its episodes), a single episode, an episode's credits,
/// and each list or search page.
public protocol TVSeriesLocalDataSource: Sendable {
    /// The cached series with the cached ones of `parts`, each with the date it was written, read
    /// in one transaction; `nil` when the series' details are not cached.
    func bundle(
        forTVSeries id: Int,
        including parts: Set<TVSeriesPart>
    ) async throws(DataAccessError) -> CachedParts<TVSeriesBundle, ScreenEntry<TVSeriesPart>>?

    /// The cached series of `requests`, each with the cached ones of its parts, as
    /// ``bundle(forTVSeries:including:)`` reads one, all in one transaction: a list of series (the
    /// diary's progress) is one read, not one per series. A series whose details are not cached is
    /// left out.
    func bundles(
        _ requests: [Int: Set<TVSeriesPart>]
    ) async throws(DataAccessError) -> [Int: CachedParts<TVSeriesBundle, ScreenEntry<TVSeriesPart>>]

    /// Caches a series and every part the bundle holds (a season's episodes as episodes), each in
    /// its own entry, in one transaction, replacing older copies; parts the bundle does not hold are
    /// left as they are.
    func save(_ bundle: TVSeriesBundle) async throws(DataAccessError)

    /// The cached episode `episodeNumber` of season `seasonNumber` of a series, or `nil`: one
    /// fetched on its own, or listed by a cached season.
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

    /// The cached list or search page stored under a repository's cache key, or `nil`.
    func page(forKey key: String) async throws(DataAccessError) -> Cached<TVSeriesPreviewPage>?

    /// Caches a list or search page under a repository's cache key, replacing any older copy.
    func save(_ page: TVSeriesPreviewPage, forKey key: String) async throws(DataAccessError)
}
