import TrackingDomain

/// Forgets a rating: behind `popcorn rate ... --clear`.
public protocol ClearRatingUseCase: Sendable {
    /// Removes the item's rating and returns it; `notRated` when it had none.
    func execute(_ item: TrackedItem) async throws(TrackingError) -> RatingDetails
}
