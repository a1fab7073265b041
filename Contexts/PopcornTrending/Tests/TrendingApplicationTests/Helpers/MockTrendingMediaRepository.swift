import CoreDomain
import Foundation
import Synchronization
import Testing
import TrendingDomain

/// Records every trending fetch and answers with a stubbed page; an unstubbed call fails the test.
final class MockTrendingMediaRepository: TrendingMediaRepository {
    private let state: Mutex<(calledWith: [TrendingQuery], stub: Result<MediaPreviewPage, DataAccessError>?)>

    init(stub: Result<MediaPreviewPage, DataAccessError>? = nil) {
        state = Mutex(([], stub))
    }

    /// The queries fetched, oldest first.
    var trendingCalledWith: [TrendingQuery] { state.withLock { $0.calledWith } }

    func trending(_ query: TrendingQuery) async throws(DataAccessError) -> MediaPreviewPage {
        let stub = state.withLock { state in
            state.calledWith.append(query)
            return state.stub
        }
        guard let stub else {
            Issue.record("MockTrendingMediaRepository.trending(\(query)) was called without a stub")
            throw .unknown("MockTrendingMediaRepository.trending: no stub")
        }
        return try stub.get()
    }
}
