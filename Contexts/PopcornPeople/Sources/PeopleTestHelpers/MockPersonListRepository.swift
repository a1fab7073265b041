import CoreDomain
import Foundation
import PeopleDomain
import Synchronization

/// Records calls and returns a stubbed result; an unstubbed call fails.
public final class MockPersonListRepository: PersonListRepository {
    /// One search the repository was asked for.
    public struct SearchCall: Equatable, Sendable {
        public let query: String
        public let page: Int

        /// The call as the repository received it.
        public init(query: String, page: Int) {
            self.query = query
            self.page = page
        }
    }

    private struct State {
        var popularCalledWith: [Int] = []
        var searchCalledWith: [SearchCall] = []
        var stub: Result<PersonPreviewPage, DataAccessError>?
    }

    private let state = Mutex(State())

    /// A repository that answers with `stub`, and fails every call when there is none.
    public init(stub: Result<PersonPreviewPage, DataAccessError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    public var popularCalledWith: [Int] { state.withLock { $0.popularCalledWith } }
    public var searchCalledWith: [SearchCall] { state.withLock { $0.searchCalledWith } }

    public func popularPeople(page: Int) async throws(DataAccessError) -> PersonPreviewPage {
        let stub = state.withLock { state in
            state.popularCalledWith.append(page)
            return state.stub
        }
        guard let stub else { throw .unknown("MockPersonListRepository.popularPeople: no stub") }
        return try stub.get()
    }

    public func searchPeople(query: String, page: Int) async throws(DataAccessError) -> PersonPreviewPage {
        let stub = state.withLock { state in
            state.searchCalledWith.append(SearchCall(query: query, page: page))
            return state.stub
        }
        guard let stub else { throw .unknown("MockPersonListRepository.searchPeople: no stub") }
        return try stub.get()
    }
}
