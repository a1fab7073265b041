import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Synchronization
import Testing
import WatchlistDomain

/// Records every title asked for and answers with the title stubbed for its id; an id with no stub
/// fails the test. Safe to call concurrently, as an import does; with a `barrier`, each call waits
/// at it first, so a test can prove the calls overlap.
final class MockWatchlistTitleProvider: WatchlistTitleProviding {
    private typealias Stubs = [WatchlistItemID: Result<WatchlistTitle, DataAccessError>]

    private let state = Mutex<(calledWith: [WatchlistItemID], stubs: Stubs)>(([], [:]))
    private let barrier: CallBarrier?

    init(_ stubs: [WatchlistItemID: Result<WatchlistTitle, DataAccessError>] = [:], barrier: CallBarrier? = nil) {
        self.barrier = barrier
        state.withLock { $0.stubs = stubs }
    }

    /// A provider that knows `titles`, each under its own id.
    convenience init(titles: [WatchlistTitle], barrier: CallBarrier? = nil) {
        self.init(Dictionary(uniqueKeysWithValues: titles.map { ($0.id, .success($0)) }), barrier: barrier)
    }

    /// The ids asked for, in the order the calls arrived.
    var calledWith: [WatchlistItemID] { state.withLock { $0.calledWith } }

    var callCount: Int { calledWith.count }

    func title(_ id: WatchlistItemID) async throws(DataAccessError) -> WatchlistTitle {
        let stub = state.withLock { state in
            state.calledWith.append(id)
            return state.stubs[id]
        }
        await barrier?.arriveAndWait()
        guard let stub else {
            Issue.record("MockWatchlistTitleProvider.title(\(id)) was called without a stub")
            throw .unknown("no stub for \(id)")
        }
        return try stub.get()
    }
}
