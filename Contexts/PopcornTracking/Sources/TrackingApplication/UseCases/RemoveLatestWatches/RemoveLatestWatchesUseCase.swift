import TrackingDomain

/// Takes the latest watch of each item out of the diary: behind `popcorn unwatch`.
public protocol RemoveLatestWatchesUseCase: Sendable {
    /// Removes the latest watch of each item that has one and returns them; `notWatched` when none has.
    func execute(_ items: [TrackedItem]) async throws(TrackingError) -> [WatchDetails]
}
