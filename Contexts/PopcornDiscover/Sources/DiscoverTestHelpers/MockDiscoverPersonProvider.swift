import CoreDomain
import DiscoverDomain
import Foundation
import Synchronization
import Testing

/// Records every name looked up and answers with the stubbed match for it; an unstubbed name fails
/// the test.
public final class MockDiscoverPersonProvider: DiscoverPersonProviding {
    private let state = Mutex<(calledWith: [String], stubs: [String: Result<DiscoverPersonMatch, DataAccessError>])>(
        ([], [:]))

    /// - Parameter stubs: the answer for each name.
    public init(_ stubs: [String: Result<DiscoverPersonMatch, DataAccessError>] = [:]) {
        state.withLock { $0.stubs = stubs }
    }

    public var calledWith: [String] { state.withLock { $0.calledWith } }

    public func person(named name: String) async throws(DataAccessError) -> DiscoverPersonMatch {
        let stub = state.withLock { state in
            state.calledWith.append(name)
            return state.stubs[name]
        }
        guard let stub else {
            Issue.record("MockDiscoverPersonProvider.person(named: \(name)) was called without a stub")
            throw .unknown("no stub")
        }
        return try stub.get()
    }
}
