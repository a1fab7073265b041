import CoreDomain
import SearchDomain
import SearchInfrastructure
import Synchronization
import Testing

/// A remote data source that records its searches and answers with a stubbed page; an unstubbed
/// call fails the test.
final class MockMediaSearchRemoteDataSource: MediaSearchRemoteDataSource {
    private let state = Mutex<(calledWith: [MediaSearchQuery], stub: Result<MediaPreviewPage, DataAccessError>?)>(
        ([], nil))

    func stub(_ result: Result<MediaPreviewPage, DataAccessError>) { state.withLock { $0.stub = result } }

    /// The queries searched, oldest first.
    var searchCalledWith: [MediaSearchQuery] { state.withLock { $0.calledWith } }

    func search(_ query: MediaSearchQuery) async throws(DataAccessError) -> MediaPreviewPage {
        let stub = state.withLock { state in
            state.calledWith.append(query)
            return state.stub
        }
        guard let stub else {
            Issue.record("MockMediaSearchRemoteDataSource.search(\(query)) was called without a stub")
            throw .unknown("no stub for search")
        }
        return try stub.get()
    }
}
