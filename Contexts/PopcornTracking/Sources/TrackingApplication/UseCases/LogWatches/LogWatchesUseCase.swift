import TrackingDomain

/// Logs watches in the diary: behind `popcorn watched`.
public protocol LogWatchesUseCase: Sendable {
    /// Logs one watch of each item on `day` (today when `nil`), all or none; a re-watch is an entry
    /// of its own. Refuses a day after today, a whole series, and an episode that does not exist or
    /// had not aired by that day.
    func execute(_ items: [TrackedItem], on day: WatchDay?) async throws(TrackingError) -> [WatchDetails]
}
