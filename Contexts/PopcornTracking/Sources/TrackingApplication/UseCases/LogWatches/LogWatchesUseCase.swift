import TrackingDomain

/// Logs watches in the diary: behind `popcorn watched`.
public protocol LogWatchesUseCase: Sendable {
    /// Logs one watch of each item on `day` (today when `nil`), all or none; a re-watch is an entry
    /// of its own. Refuses a day after today and a whole series.
    func execute(_ items: [TrackedItem], on day: WatchDay?) async throws(TrackingError) -> [WatchDetails]
}
