import CoreDomain
import Foundation
import MoviesDomain
import Synchronization

/// Records calls and returns stubbed results; an unstubbed call fails.
final class MockMovieListRepository: MovieListRepository {
    struct SearchCall: Equatable {
        let query: String
        let year: Int?
        let page: Int
    }

    struct State {
        var listCalledWith: [(MovieListKind, Int)] = []
        var searchCalledWith: [SearchCall] = []
        var stub: Result<MoviePreviewPage, DataAccessError>?
    }

    let state = Mutex(State())

    init(stub: Result<MoviePreviewPage, DataAccessError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    var listCalledWith: [(MovieListKind, Int)] { state.withLock { $0.listCalledWith } }
    var searchCalledWith: [SearchCall] { state.withLock { $0.searchCalledWith } }

    func movies(in list: MovieListKind, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        let stub = state.withLock { state in
            state.listCalledWith.append((list, page))
            return state.stub
        }
        guard let stub else { throw .unknown("MockMovieListRepository.movies: no stub") }
        return try stub.get()
    }

    func searchMovies(query: String, year: Int?, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        let stub = state.withLock { state in
            state.searchCalledWith.append(SearchCall(query: query, year: year, page: page))
            return state.stub
        }
        guard let stub else { throw .unknown("MockMovieListRepository.searchMovies: no stub") }
        return try stub.get()
    }
}
