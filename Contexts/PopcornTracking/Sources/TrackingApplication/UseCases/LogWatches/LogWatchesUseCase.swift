import TrackingDomain

/// Logs watches in the diary: behind `popcorn watched`.
public protocol LogWatchesUseCase: Sendable {
    /// Logs one watch of each item on `day` (today when `nil`), and rates each of them when
    /// `rating` is given, all or none in one transaction; a re-watch is an entry of its own. Refuses
    /// a rating off the scale, a day after today, a whole series, and an episode that does not exist
    /// or had not aired by that day, writing nothing.
    func execute(_ items: [TrackedItem], on day: WatchDay?, rating: Double?) async throws(TrackingError)
        -> LoggedWatches
}
