import CoreDomain
import Foundation
import SearchDomain
import Synchronization
import Testing

/// Records every search and IMDb lookup and answers with a stubbed page (the same for both); an
/// unstubbed call fails the test.
final class MockMediaSearchRepository: MediaSearchRepository {
    private let state:
        Mutex<(calledWith: [MediaSearchQuery], found: [IMDbID], stub: Result<MediaPreviewPage, DataAccessError>?)>

    init(stub: Result<MediaPreviewPage, DataAccessError>? = nil) {
        state = Mutex(([], [], stub))
    }

    /// The queries searched, oldest first.
    var searchCalledWith: [MediaSearchQuery] { state.withLock { $0.calledWith } }

    /// The IMDb ids looked up, oldest first.
    var findCalledWith: [IMDbID] { state.withLock { $0.found } }

    func find(_ id: IMDbID) async throws(DataAccessError) -> MediaPreviewPage {
        let stub = state.withLock { state in
            state.found.append(id)
            return state.stub
        }
        guard let stub else {
            Issue.record("MockMediaSearchRepository.find(\(id)) was called without a stub")
            throw .unknown("MockMediaSearchRepository.find: no stub")
        }
        return try stub.get()
    }

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
