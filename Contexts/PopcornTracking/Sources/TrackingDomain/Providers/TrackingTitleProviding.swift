import CoreDomain

/// What the Tracking context asks other contexts about the titles it logs: their names, which
/// episodes a series has and when each aired, and which film a name stands for. Answered by
/// `TrackingAdapters` from the Movies, TV series and Search contexts (through the cache), so the
/// diary keeps no TMDb data of its own beyond the names it snapshots.
public protocol TrackingTitleProviding: Sendable {
    /// The movie's title; `notFound` when TMDb has no such movie.
    func movieTitle(id: Int) async throws(DataAccessError) -> String

    /// The series with its seasons, and the episodes of `seasons` (those it has): one request for
    /// them all; `notFound` when TMDb has no such series.
    func series(id: Int, withEpisodesOf seasons: Set<Int>) async throws(DataAccessError) -> TrackedSeries

    /// Each series of `requests` with the episodes of its seasons, as ``series(id:withEpisodesOf:)``
    /// answers one: the cached ones read in one go, the others fetched a few at a time. Each
    /// series' answer or failure is its own; after a failure, those not asked for yet are left out.
    func series(_ requests: [Int: Set<Int>]) async -> [Int: Result<TrackedSeries, DataAccessError>]

    /// The id of the film `name` (of `year`, when given) stands for, found as `popcorn movie
    /// <title>` finds one (one exact title, or one far more popular): `nil` when it names none, or
    /// several alike. Letterboxd's exports name films this way.
    func movieID(named name: String, year: Int?) async throws(DataAccessError) -> Int?
}
