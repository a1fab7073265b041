import TrackingDomain

/// Takes every watch of a title out of the diary: behind `popcorn watchlist unmark-watched`, which
/// says "I have not watched it", so the diary must say so too.
public protocol RemoveAllWatchesUseCase: Sendable {
    /// Removes every watch of the movie (of every episode, for a series) in one transaction and
    /// returns them, newest first; none when it had none.
    func execute(_ item: TrackedItem) async throws(TrackingError) -> [WatchDetails]
}
