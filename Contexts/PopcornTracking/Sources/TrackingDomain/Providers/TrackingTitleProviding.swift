import CoreDomain

/// What the Tracking context asks other contexts about the titles it logs: their names, and which
/// episodes a series has and when each aired. Answered by `TrackingAdapters` from the Movies and
/// TV series contexts (through the cache), so the diary keeps no TMDb data of its own beyond the
/// names it snapshots.
public protocol TrackingTitleProviding: Sendable {
    /// The movie's title; `notFound` when TMDb has no such movie.
    func movieTitle(id: Int) async throws(DataAccessError) -> String

    /// The series with its seasons, and the episodes of `seasons` (those it has): one request for
    /// them all; `notFound` when TMDb has no such series.
    func series(id: Int, withEpisodesOf seasons: Set<Int>) async throws(DataAccessError) -> TrackedSeries
}
