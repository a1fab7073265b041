import TrackingDomain

/// Rates a movie, a series or an episode: behind `popcorn rate`.
public protocol RateItemUseCase: Sendable {
    /// Sets the item's rating (0.5 to 10 in steps of 0.5), replacing any earlier one.
    func execute(_ item: TrackedItem, rating: Double) async throws(TrackingError) -> RatingDetails
}
