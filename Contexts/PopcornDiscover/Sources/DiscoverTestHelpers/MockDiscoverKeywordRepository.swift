import CoreDomain
import DiscoverDomain
import Foundation
import Synchronization
import Testing

/// Records every name searched and answers with the stubbed keywords for it; an unstubbed name fails
/// the test.
public final class MockDiscoverKeywordRepository: DiscoverKeywordRepository {
    private let state = Mutex<(calledWith: [String], stubs: [String: Result<[Keyword], DataAccessError>])>(([], [:]))

    /// - Parameter stubs: the answer for each name.
    public init(_ stubs: [String: Result<[Keyword], DataAccessError>] = [:]) {
        state.withLock { $0.stubs = stubs }
    }

    /// The names searched, oldest first.
    public var calledWith: [String] { state.withLock { $0.calledWith } }

    public func keywords(matching name: String) async throws(DataAccessError) -> [Keyword] {
        let stub = state.withLock { state in
            state.calledWith.append(name)
            return state.stubs[name]
        }
        guard let stub else {
            Issue.record("MockDiscoverKeywordRepository.keywords(matching: \(name)) was called without a stub")
            throw .unknown("no stub")
        }
        return try stub.get()
    }
}
