import CoreApplication
import TVSeriesDomain

/// Fetches where a series' episodes are, so the diary can log a season, count progress and name
/// the next episode without taking the details screen apart.
public protocol FetchTVSeriesEpisodeGuideUseCase: Sendable {
    /// The series' guide with the episodes of `seasons` (those it has): one TMDb request with the
    /// seasons appended (one more per further 20 seasons, TMDb's limit), none when cached.
    func execute(id: TVSeries.ID, seasons: Set<Int>) async throws(FetchError) -> TVSeriesEpisodeGuide

    /// The guides of several series, each with the episodes of its seasons, as
    /// ``execute(id:seasons:)`` answers one: the cached ones read in one go, the others fetched a
    /// few at a time. Each series' answer or failure is its own; after a failure that is TMDb's as
    /// a whole (unreachable, refused, rate limited), those of the batch not fetched yet are left
    /// out (a series of more than 20 seasons, asked on its own after the batch, is still asked).
    func execute(_ requests: [TVSeries.ID: Set<Int>]) async -> [TVSeries.ID: Result<TVSeriesEpisodeGuide, FetchError>]

    /// The outlines (seasons, last and next episodes; no episodes) the cache holds of the series,
    /// however old, without a request: which seasons to ask for with the details, so that a series
    /// read again the next day costs one request. A series never cached is left out.
    func cachedOutlines(_ ids: Set<TVSeries.ID>) async -> [TVSeries.ID: TVSeriesEpisodeGuide]
}
