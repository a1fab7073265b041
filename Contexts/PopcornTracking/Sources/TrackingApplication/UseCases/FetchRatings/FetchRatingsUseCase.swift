import TrackingDomain

/// Reads the ratings: behind `popcorn ratings`.
public protocol FetchRatingsUseCase: Sendable {
    /// Every rating of one kind, or all, newest first.
    func execute(kind: TrackedKind?) async throws(TrackingError) -> [RatingDetails]
}
