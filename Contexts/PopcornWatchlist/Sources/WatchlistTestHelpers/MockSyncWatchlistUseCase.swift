import Foundation
import Synchronization
import WatchlistApplication

/// The watchlist as the sync and the calendar see it, for tests: answers ``titles()`` with the
/// titles given and records each ``apply(adding:removing:at:)`` whole; a stubbed error makes both
/// fail (the call is recorded first).
public final class MockSyncWatchlistUseCase: SyncWatchlistUseCase {
    /// One call of ``apply(adding:removing:at:)``.
    public struct Apply: Equatable, Sendable {
        public let adding: [WatchlistSyncTitle]
        public let removing: [WatchlistSyncTitle]
        public let date: Date

        public init(adding: [WatchlistSyncTitle], removing: [WatchlistSyncTitle], date: Date) {
            self.adding = adding
            self.removing = removing
            self.date = date
        }
    }

    private struct State {
        var titles: [WatchlistSyncTitle]
        var error: WatchlistError?
        var applied: [Apply] = []
    }

    private let state: Mutex<State>

    public init(titles: [WatchlistSyncTitle] = [], error: WatchlistError? = nil) {
        state = Mutex(State(titles: titles, error: error))
    }

    /// Every call of ``apply(adding:removing:at:)``, in order.
    public var applied: [Apply] { state.withLock { $0.applied } }

    public func titles() async throws(WatchlistError) -> [WatchlistSyncTitle] {
        let (titles, error) = state.withLock { ($0.titles, $0.error) }
        if let error {
            throw error
        }
        return titles
    }

    public func apply(adding: [WatchlistSyncTitle], removing: [WatchlistSyncTitle], at date: Date)
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
