import CollectionsDomain
import CoreDomain
import Foundation
import Synchronization

/// Records calls and returns a stubbed result; an unstubbed call fails.
public final class MockFilmCollectionSearchRepository: FilmCollectionSearchRepository {
    /// One search page the repository was asked for.
    public struct Call: Equatable, Sendable {
        public let query: String
        public let page: Int

        /// A call a test expects, to compare with ``calledWith``.
        public init(query: String, page: Int) {
            self.query = query
            self.page = page
        }
    }

    private let state: Mutex<(calledWith: [Call], stub: Result<FilmCollectionPreviewPage, DataAccessError>?)>

    public init(stub: Result<FilmCollectionPreviewPage, DataAccessError>? = nil) {
        state = Mutex(([], stub))
    }

    /// The searches asked for, in order.
    public var calledWith: [Call] { state.withLock { $0.calledWith } }

    public func searchFilmCollections(query: String, page: Int) async throws(DataAccessError)
        -> FilmCollectionPreviewPage
    {
        let stub = state.withLock { state in
            state.calledWith.append(Call(query: query, page: page))
            return state.stub
        }
        guard let stub else { throw .unknown("MockFilmCollectionSearchRepository: no stub") }
        return try stub.get()
    }
}
