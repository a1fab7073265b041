import TrackingDomain

/// Reads the diary: behind `popcorn history`.
public protocol FetchHistoryUseCase: Sendable {
    /// The diary newest first, of one kind (`tv` and `episode` both mean episodes) and from a day on.
    func execute(kind: TrackedKind?, since day: WatchDay?) async throws(TrackingError) -> [WatchDetails]
}
