import CoreDomain
import Foundation
import SearchDomain
import Synchronization
import Testing

/// Records every search and answers with a stubbed page; an unstubbed call fails the test.
final class MockMediaSearchRepository: MediaSearchRepository {
    private let state: Mutex<(calledWith: [MediaSearchQuery], stub: Result<MediaPreviewPage, DataAccessError>?)>

    init(stub: Result<MediaPreviewPage, DataAccessError>? = nil) {
        state = Mutex(([], stub))
    }

    /// The queries searched, oldest first.
    var searchCalledWith: [MediaSearchQuery] { state.withLock { $0.calledWith } }

    func search(_ query: MediaSearchQuery) async throws(DataAccessError) -> MediaPreviewPage {
        let stub = state.withLock { state in
            state.calledWith.append(query)
            return state.stub
        }
        guard let stub else {
            Issue.record("MockMediaSearchRepository.search(\(query)) was called without a stub")
            throw .unknown("MockMediaSearchRepository.search: no stub")
        }
        return try stub.get()
    }
}
