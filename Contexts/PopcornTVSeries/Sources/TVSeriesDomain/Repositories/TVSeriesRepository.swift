import CoreDomain
import Foundation

/// Gives the application layer series and the parts of them a screen shows (their cast, ratings,
/// images, recommendations, offers and seasons), wherever they come from.
///
/// Implementations decide between cache and TMDb; callers only see domain types and typed errors.
/// Every method costs at most one TMDb request (the details with the parts appended), and what it
/// fetches fills the cache of every part it returns.
public protocol TVSeriesRepository: Sendable {
    /// The series with a TMDb id and the `parts` of it that are known (see ``TVSeriesBundle``).
    func tvSeries(
        withID id: TVSeries.ID,
        including parts: Set<TVSeriesPart>
    ) async throws(DataAccessError) -> TVSeriesBundle

    /// Each series of `requests` with its parts, as ``tvSeries(withID:including:)`` answers one,
    /// the cached ones read in one go and the others fetched a few at a time: what a list of series
    /// (the diary's progress) costs. Each series' answer or failure is its own; after a failure
    /// that is TMDb's as a whole (`DataAccessError.isSourceWide`), those not fetched yet are left
    /// out.
    func tvSeries(
        withIDs requests: [TVSeries.ID: Set<TVSeriesPart>]
    ) async -> [TVSeries.ID: Result<TVSeriesBundle, DataAccessError>]

    /// What the cache holds of each series' details, fresh or expired, without asking TMDb: a
    /// series not cached (or a cache that cannot be read) is left out. What a caller reads to know
    /// which parts to ask for with the details in one request (the seasons a calendar needs).
    func cachedTVSeries(withIDs ids: Set<TVSeries.ID>) async -> [TVSeries.ID: TVSeriesBundle]

    /// The series with a TMDb id and `part`, which the bundle then holds: `notFound` when the
    /// source does not have it (a season the series does not have), `unreachable` naming the
    /// part's entry when `--offline` finds it not cached.
    func tvSeries(
        withID id: TVSeries.ID,
        requiring part: TVSeriesPart
    ) async throws(DataAccessError) -> TVSeriesBundle

    /// Page `page` (1-based) of the series TMDb recommends to whoever liked this one; the first
    /// through the series' request.
    func recommendations(forTVSeries tvSeriesID: TVSeries.ID, page: Int) async throws(DataAccessError)
        -> TVSeriesPreviewPage

    /// Page `page` (1-based) of the series with the same genres and keywords; the first through
    /// the series' request.
    func similar(forTVSeries tvSeriesID: TVSeries.ID, page: Int) async throws(DataAccessError) -> TVSeriesPreviewPage
}
