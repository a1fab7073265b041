import CoreDomain
import Synchronization
import Testing
import TrendingDomain
import TrendingInfrastructure

/// A remote data source that records its fetches and answers with a stubbed page; an unstubbed
/// call fails the test.
final class MockTrendingMediaRemoteDataSource: TrendingMediaRemoteDataSource {
    private let state = Mutex<(calledWith: [TrendingQuery], stub: Result<MediaPreviewPage, DataAccessError>?)>(
        ([], nil))

    func stub(_ result: Result<MediaPreviewPage, DataAccessError>) { state.withLock { $0.stub = result } }

    /// The queries fetched, oldest first.
    var trendingCalledWith: [TrendingQuery] { state.withLock { $0.calledWith } }

    func trending(_ query: TrendingQuery) async throws(DataAccessError) -> MediaPreviewPage {
        let stub = state.withLock { state in
            state.calledWith.append(query)
            return state.stub
        }
        guard let stub else {
            Issue.record("MockTrendingMediaRemoteDataSource.trending(\(query)) was called without a stub")
            throw .unknown("no stub for trending")
        }
        return try stub.get()
    }
}
