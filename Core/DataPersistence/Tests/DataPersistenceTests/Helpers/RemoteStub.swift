import CoreDomain
import Foundation
import Synchronization

/// A remote fetch that records its calls and returns a stubbed result.
final class RemoteStub: Sendable {
    private let state: Mutex<(calls: Int, result: Result<String, DataAccessError>)>

    init(_ result: Result<String, DataAccessError>) {
        state = Mutex((0, result))
    }

    var callCount: Int { state.withLock { $0.calls } }

    func fetch() async throws(DataAccessError) -> String {
        let result = state.withLock { state in
            state.calls += 1
            return state.result
        }
        return try result.get()
    }
}
