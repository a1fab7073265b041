import CoreDomain
import Foundation
import MoviesDomain
import Synchronization

/// Records calls and returns stubbed results; an unstubbed call fails.
public final class MockMovieListRepository: MovieListRepository {
    /// One search the repository was asked for.
    public struct SearchCall: Equatable, Sendable {
        public let query: String
        public let year: Int?
        public let page: Int

        /// The call as the repository received it.
        public init(query: String, year: Int?, page: Int) {
            self.query = query
            self.year = year
            self.page = page
        }
    }

    private struct State {
        var listCalledWith: [(MovieListKind, Int)] = []
        var searchCalledWith: [SearchCall] = []
        var stub: Result<MoviePreviewPage, DataAccessError>?
    }

    private let state = Mutex(State())

    /// A repository that answers with `stub`, and fails every call when there is none.
    public init(stub: Result<MoviePreviewPage, DataAccessError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    public var listCalledWith: [(MovieListKind, Int)] { state.withLock { $0.listCalledWith } }
    public var searchCalledWith: [SearchCall] { state.withLock { $0.searchCalledWith } }

    public func movies(in list: MovieListKind, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        let stub = state.withLock { state in
            state.listCalledWith.append((list, page))
            return state.stub
        }
        guard let stub else { throw .unknown("MockMovieListRepository.movies: no stub") }
        return try stub.get()
    }

    public func searchMovies(query: String, year: Int?, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        let stub = state.withLock { state in
            state.searchCalledWith.append(SearchCall(query: query, year: year, page: page))
            return state.stub
        }
        guard let stub else { throw .unknown("MockMovieListRepository.searchMovies: no stub") }
        return try stub.get()
    }
}
