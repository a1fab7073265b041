import CoreDomain
import DiscoverInfrastructure
import Synchronization
import Testing

/// A remote data source that records the names searched and answers with a stubbed list; an
/// unstubbed call fails the test.
final class MockDiscoverKeywordRemoteDataSource: DiscoverKeywordRemoteDataSource {
    private let state = Mutex<(calledWith: [String], stub: Result<[Keyword], DataAccessError>?)>(([], nil))

    func stub(_ result: Result<[Keyword], DataAccessError>) { state.withLock { $0.stub = result } }

    /// The names searched, oldest first.
    var calledWith: [String] { state.withLock { $0.calledWith } }

    func keywords(matching name: String) async throws(DataAccessError) -> [Keyword] {
        let stub = state.withLock { state in
            state.calledWith.append(name)
            return state.stub
        }
        guard let stub else {
            Issue.record("MockDiscoverKeywordRemoteDataSource.keywords(matching: \(name)) was called without a stub")
            throw .unknown("no stub for keywords")
        }
        return try stub.get()
    }
}
