import CoreDomain
import Foundation
import Synchronization
import __Context__Domain

/// Records calls and returns a stubbed result; an unstubbed call fails.
final class Mock__Entity__Repository: __Entity__Repository {
    private let state: Mutex<(calledWith: [Int], stub: Result<__Entity__, DataAccessError>?)>

    init(stub: Result<__Entity__, DataAccessError>? = nil) {
        state = Mutex(([], stub))
    }

    var calledWith: [Int] { state.withLock { $0.calledWith } }

    func __entity__(withID id: Int) async throws(DataAccessError) -> __Entity__ {
        let stub = state.withLock { state in
            state.calledWith.append(id)
            return state.stub
        }
        guard let stub else { throw .unknown("Mock__Entity__Repository: no stub") }
        return try stub.get()
    }
}
