import TrackingDomain

/// Logs watches in the diary: behind `popcorn watched`.
public protocol LogWatchesUseCase: Sendable {
    /// Logs one watch of the movie or episode, or of each episode of a range that had aired by
    /// `day` (today when `nil`), and rates a single title when `rating` is given, all or none in one
    /// transaction; a re-watch is an entry of its own. Refuses a rating off the scale or with a
    /// range, a day after today, a whole series, a season the series does not have, and an episode
    /// that does not exist or had not aired by that day, writing nothing.
    func execute(_ selection: TrackedSelection, on day: WatchDay?, rating: Double?) async throws(TrackingError)
        -> LoggedWatches
}
