import Foundation
import Synchronization
import WatchlistApplication

/// The watchlist as the sync sees it, for tests: answers ``titles()`` with the titles given and
/// records each ``apply(adding:removing:at:)`` whole; a stubbed error makes both fail (the call is
/// recorded first).
final class MockSyncWatchlistUseCase: SyncWatchlistUseCase {
    /// One call of ``apply(adding:removing:at:)``.
    struct Apply: Equatable, Sendable {
        let adding: [WatchlistSyncTitle]
        let removing: [WatchlistSyncTitle]
        let date: Date
    }

    private struct State {
        var titles: [WatchlistSyncTitle]
        var error: WatchlistError?
        var applied: [Apply] = []
    }

    private let state: Mutex<State>

    init(titles: [WatchlistSyncTitle] = [], error: WatchlistError? = nil) {
        state = Mutex(State(titles: titles, error: error))
    }

    /// Every call of ``apply(adding:removing:at:)``, in order.
    var applied: [Apply] { state.withLock { $0.applied } }

    func titles() async throws(WatchlistError) -> [WatchlistSyncTitle] {
        let (titles, error) = state.withLock { ($0.titles, $0.error) }
        if let error {
            throw error
        }
        return titles
    }

    func apply(adding: [WatchlistSyncTitle], removing: [WatchlistSyncTitle], at date: Date)
        async throws(WatchlistError)
    {
        let error = state.withLock { state in
            state.applied.append(Apply(adding: adding, removing: removing, date: date))
            return state.error
        }
        if let error {
            throw error
        }
    }
}
