import CoreDomain
import SearchDomain
import SearchInfrastructure
import Synchronization
import Testing

/// A remote data source that records its searches and IMDb lookups and answers with a stubbed page
/// (the same for both); an unstubbed call fails the test.
final class MockMediaSearchRemoteDataSource: MediaSearchRemoteDataSource {
    private let state = Mutex<
        (calledWith: [MediaSearchQuery], found: [IMDbID], stub: Result<MediaPreviewPage, DataAccessError>?)
    >(([], [], nil))

    /// The IMDb ids looked up, oldest first.
    var findCalledWith: [IMDbID] { state.withLock { $0.found } }

    func find(_ id: IMDbID) async throws(DataAccessError) -> MediaPreviewPage {
        let stub = state.withLock { state in
            state.found.append(id)
            return state.stub
        }
        guard let stub else {
            Issue.record("MockMediaSearchRemoteDataSource.find(\(id)) was called without a stub")
            throw .unknown("no stub for find")
        }
        return try stub.get()
    }

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
