import CoreDomain
import Foundation
import Synchronization
import Testing
import WatchlistDomain

/// Records every name resolved (with its year and kind) and answers with the id stubbed for the name;
/// a name with no stub fails the test. Safe to call concurrently, as an import does.
final class MockWatchlistTitleResolver: WatchlistTitleResolving {
    struct Call: Equatable {
        let name: String
        let year: Int?
        let kind: WatchlistKind
    }

    private let state = Mutex<(calledWith: [Call], stubs: [String: Result<WatchlistItemID?, DataAccessError>])>(
        ([], [:]))

    init(_ stubs: [String: Result<WatchlistItemID?, DataAccessError>] = [:]) {
        state.withLock { $0.stubs = stubs }
    }

    /// The names resolved, in the order the calls arrived.
    var calledWith: [Call] { state.withLock { $0.calledWith } }

    var callCount: Int { calledWith.count }

    func resolve(_ name: String, year: Int?, kind: WatchlistKind) async throws(DataAccessError) -> WatchlistItemID? {
        let stub = state.withLock { state in
            state.calledWith.append(Call(name: name, year: year, kind: kind))
            return state.stubs[name]
        }
        guard let stub else {
            Issue.record("MockWatchlistTitleResolver.resolve(\(name)) was called without a stub")
            throw .unknown("no stub for \(name)")
        }
        return try stub.get()
    }
}
