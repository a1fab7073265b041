import Foundation
import Synchronization
import TrackingApplication

/// The ratings as the sync sees them, for tests: answers ``marks()`` with the ratings and ratings
/// taken back given, and records each ``apply(setting:clearing:)`` whole; a stubbed error makes both
/// fail (the call is recorded first).
final class MockSyncRatingsUseCase: SyncRatingsUseCase {
    /// One call of ``apply(setting:clearing:)``.
    struct Apply: Equatable, Sendable {
        let setting: [RatingDetails]
        let clearing: [TrackedItemDetails]
    }

    private struct State {
        var ratings: [RatingDetails]
        var cleared: [ClearedRatingDetails]
        var error: TrackingError?
        var applied: [Apply] = []
    }

    private let state: Mutex<State>

    init(ratings: [RatingDetails] = [], cleared: [ClearedRatingDetails] = [], error: TrackingError? = nil) {
        state = Mutex(State(ratings: ratings, cleared: cleared, error: error))
    }

    /// Every call of ``apply(setting:clearing:)``, in order.
    var applied: [Apply] { state.withLock { $0.applied } }

    func marks() async throws(TrackingError) -> (ratings: [RatingDetails], cleared: [ClearedRatingDetails]) {
        let (ratings, cleared, error) = state.withLock { ($0.ratings, $0.cleared, $0.error) }
        if let error {
            throw error
        }
        return (ratings, cleared)
    }

    func apply(setting: [RatingDetails], clearing: [TrackedItemDetails]) async throws(TrackingError) {
        let error = state.withLock { state in
            state.applied.append(Apply(setting: setting, clearing: clearing))
            return state.error
        }
        if let error {
            throw error
        }
    }
}
