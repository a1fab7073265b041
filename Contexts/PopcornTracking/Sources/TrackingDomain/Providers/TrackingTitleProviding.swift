import CoreDomain

/// What the Tracking context asks other contexts about the titles it logs: their names, and which
/// episodes a season has and when each aired. Answered by `TrackingAdapters` from the Movies and
/// TV series contexts (through the cache), so the diary keeps no TMDb data of its own beyond the
/// names it snapshots.
public protocol TrackingTitleProviding: Sendable {
    /// The movie's title; `notFound` when TMDb has no such movie.
    func movieTitle(id: Int) async throws(DataAccessError) -> String

    /// The series' name; `notFound` when TMDb has no such series.
    func seriesName(id: Int) async throws(DataAccessError) -> String

    /// The season with its episodes; `notFound` when the series or the season does not exist.
    func season(_ seasonNumber: Int, ofSeries seriesID: Int) async throws(DataAccessError) -> TrackedSeason
}
