import CoreDomain
import Foundation
import PeopleDomain
import Synchronization

/// Records calls and returns a stubbed result; an unstubbed call fails.
final class MockPersonListRepository: PersonListRepository {
    struct SearchCall: Equatable {
        let query: String
        let page: Int
    }

    struct State {
        var popularCalledWith: [Int] = []
        var searchCalledWith: [SearchCall] = []
        var stub: Result<PersonPreviewPage, DataAccessError>?
    }

    private let state = Mutex(State())

    init(stub: Result<PersonPreviewPage, DataAccessError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    var popularCalledWith: [Int] { state.withLock { $0.popularCalledWith } }
    var searchCalledWith: [SearchCall] { state.withLock { $0.searchCalledWith } }

    func popularPeople(page: Int) async throws(DataAccessError) -> PersonPreviewPage {
        let stub = state.withLock { state in
            state.popularCalledWith.append(page)
            return state.stub
        }
        guard let stub else { throw .unknown("MockPersonListRepository.popularPeople: no stub") }
        return try stub.get()
    }

    func searchPeople(query: String, page: Int) async throws(DataAccessError) -> PersonPreviewPage {
        let stub = state.withLock { state in
            state.searchCalledWith.append(SearchCall(query: query, page: page))
            return state.stub
        }
        guard let stub else { throw .unknown("MockPersonListRepository.searchPeople: no stub") }
        return try stub.get()
    }
}
