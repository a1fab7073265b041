import TrackingDomain

/// Takes back one watch, the very one logged: behind the browser's `u`, which undoes its own `m`
/// without touching older watches of the title.
public protocol RemoveWatchUseCase: Sendable {
    /// Removes the watch with `id` and returns it; `notWatched` when the diary no longer has it.
    func execute(id: Watch.ID) async throws(TrackingError) -> WatchDetails
}
