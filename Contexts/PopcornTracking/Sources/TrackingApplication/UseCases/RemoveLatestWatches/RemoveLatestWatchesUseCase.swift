import TrackingDomain

/// Takes the latest watch of each item out of the diary: behind `popcorn unwatch`.
public protocol RemoveLatestWatchesUseCase: Sendable {
    /// Removes the latest watch (by day watched, then by when logged) of the movie or episode, or of
    /// each watched episode of a range, and returns them; `notWatched` when none has one,
    /// `notWatchable` for a whole series.
    func execute(_ selection: TrackedSelection) async throws(TrackingError) -> [WatchDetails]
}
