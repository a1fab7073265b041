import TrackingDomain

/// Takes the latest watch of each item out of the diary: behind `popcorn unwatch`.
public protocol RemoveLatestWatchesUseCase: Sendable {
    /// Removes the latest watch (by day watched, then by when logged) of each item that has one and
    /// returns them; `notWatched` when none has, `notWatchable` for a whole series.
    func execute(_ items: [TrackedItem]) async throws(TrackingError) -> [WatchDetails]
}
