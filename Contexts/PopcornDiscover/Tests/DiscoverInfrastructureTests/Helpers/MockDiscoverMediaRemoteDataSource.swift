import CoreDomain
import DiscoverDomain
import DiscoverInfrastructure
import Synchronization
import Testing

/// A remote data source that records its discoveries and answers with a stubbed page; an unstubbed
/// call fails the test.
final class MockDiscoverMediaRemoteDataSource: DiscoverMediaRemoteDataSource {
    private let state = Mutex<(calledWith: [DiscoverQuery], stub: Result<MediaPreviewPage, DataAccessError>?)>(
        ([], nil))

    func stub(_ result: Result<MediaPreviewPage, DataAccessError>) { state.withLock { $0.stub = result } }

    /// The queries discovered, oldest first.
    var discoverCalledWith: [DiscoverQuery] { state.withLock { $0.calledWith } }

    func discover(_ query: DiscoverQuery) async throws(DataAccessError) -> MediaPreviewPage {
        let stub = state.withLock { state in
            state.calledWith.append(query)
            return state.stub
        }
        guard let stub else {
            Issue.record("MockDiscoverMediaRemoteDataSource.discover(\(query)) was called without a stub")
            throw .unknown("no stub for discover")
        }
        return try stub.get()
    }
}
