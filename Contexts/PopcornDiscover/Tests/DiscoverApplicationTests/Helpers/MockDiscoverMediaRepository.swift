import CoreDomain
import DiscoverDomain
import Foundation
import Synchronization
import Testing

/// Records every discovery and answers with a stubbed page; an unstubbed call fails the test.
final class MockDiscoverMediaRepository: DiscoverMediaRepository {
    private let state: Mutex<(calledWith: [DiscoverQuery], stub: Result<MediaPreviewPage, DataAccessError>?)>

    init(stub: Result<MediaPreviewPage, DataAccessError>? = nil) {
        state = Mutex(([], stub))
    }

    /// The queries discovered, oldest first.
    var discoverCalledWith: [DiscoverQuery] { state.withLock { $0.calledWith } }

    func discover(_ query: DiscoverQuery) async throws(DataAccessError) -> MediaPreviewPage {
        let stub = state.withLock { state in
            state.calledWith.append(query)
            return state.stub
        }
        guard let stub else {
            Issue.record("MockDiscoverMediaRepository.discover(\(query)) was called without a stub")
            throw .unknown("MockDiscoverMediaRepository.discover: no stub")
        }
        return try stub.get()
    }
}
