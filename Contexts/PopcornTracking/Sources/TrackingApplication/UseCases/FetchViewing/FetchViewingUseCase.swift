import TrackingDomain

/// What the diary says of one title, for other contexts' details screens: a movie's watches and
/// rating, a series' progress, a season's watched episodes. Reads the diary only, so the contexts
/// that provide titles can ask it without a cycle.
public protocol FetchViewingUseCase: Sendable {
    /// How often the movie or episode (a series' episodes) was watched, when last, and its rating.
    func execute(_ item: TrackedItem) async throws(TrackingError) -> ViewingDetails

    /// The seasons a series' screen asks for with it, so that progress can name the next episode
    /// in the same request; none when no episode of it was watched.
    func seasonsForProgress(ofSeries seriesID: Int) async throws(TrackingError) -> Set<Int>

    /// The person's progress through `series`; `nil` when no episode of it was watched.
    func progress(through series: TrackedSeries) async throws(TrackingError) -> SeriesProgressDetails?

    /// The day (`YYYY-MM-DD`) of the latest watch of each movie and each series (any of its
    /// episodes), for the watchlist, in one read.
    func lastWatchedDays() async throws(TrackingError) -> [TrackedItem: String]

    /// How often each episode of the season was watched, by episode number (absent when never).
    func episodeWatchCounts(ofSeries seriesID: Int, seasonNumber: Int) async throws(TrackingError) -> [Int: Int]
}
