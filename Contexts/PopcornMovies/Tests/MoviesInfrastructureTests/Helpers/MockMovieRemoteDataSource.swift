import CoreDomain
import MoviesDomain
import MoviesInfrastructure
import Synchronization
import Testing

/// A remote data source that records its calls and answers with stubbed results; an unstubbed call fails the test.
final class MockMovieRemoteDataSource: MovieRemoteDataSource {
    struct State {
        var movieCalledWith: [Int] = []
        var movieStub: Result<Movie, DataAccessError>?
        var creditsCalledWith: [Int] = []
        var creditsStub: Result<Credits, DataAccessError>?
        var moviesInListCalledWith: [(list: MovieListKind, page: Int)] = []
        var moviesInListStub: Result<MoviePreviewPage, DataAccessError>?
        var searchMoviesCalledWith: [(query: String, year: Int?, page: Int)] = []
        var searchMoviesStub: Result<MoviePreviewPage, DataAccessError>?
    }

    private let state = Mutex(State())

    func stub(movie result: Result<Movie, DataAccessError>) { state.withLock { $0.movieStub = result } }
    func stub(credits result: Result<Credits, DataAccessError>) { state.withLock { $0.creditsStub = result } }
    func stub(moviesInList result: Result<MoviePreviewPage, DataAccessError>) {
        state.withLock { $0.moviesInListStub = result }
    }
    func stub(searchMovies result: Result<MoviePreviewPage, DataAccessError>) {
        state.withLock { $0.searchMoviesStub = result }
    }

    var movieCallCount: Int { state.withLock { $0.movieCalledWith.count } }
    var movieCalledWith: [Int] { state.withLock { $0.movieCalledWith } }
    var creditsCallCount: Int { state.withLock { $0.creditsCalledWith.count } }
    var creditsCalledWith: [Int] { state.withLock { $0.creditsCalledWith } }
    var moviesInListCallCount: Int { state.withLock { $0.moviesInListCalledWith.count } }
    var moviesInListCalledWith: [(list: MovieListKind, page: Int)] { state.withLock { $0.moviesInListCalledWith } }
    var searchMoviesCallCount: Int { state.withLock { $0.searchMoviesCalledWith.count } }
    var searchMoviesCalledWith: [(query: String, year: Int?, page: Int)] {
        state.withLock { $0.searchMoviesCalledWith }
    }

    func movie(withID id: Int) async throws(DataAccessError) -> Movie {
        let stub = state.withLock { state in
            state.movieCalledWith.append(id)
            return state.movieStub
        }
        return try Self.answer(stub, call: "movie(withID: \(id))")
    }

    func credits(forMovie movieID: Int) async throws(DataAccessError) -> Credits {
        let stub = state.withLock { state in
            state.creditsCalledWith.append(movieID)
            return state.creditsStub
        }
        return try Self.answer(stub, call: "credits(forMovie: \(movieID))")
    }

    func movies(in list: MovieListKind, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        let stub = state.withLock { state in
            state.moviesInListCalledWith.append((list, page))
            return state.moviesInListStub
        }
        return try Self.answer(stub, call: "movies(in: \(list), page: \(page))")
    }

    func searchMovies(query: String, year: Int?, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        let stub = state.withLock { state in
            state.searchMoviesCalledWith.append((query, year, page))
            return state.searchMoviesStub
        }
        return try Self.answer(
            stub, call: "searchMovies(query: \(query), year: \(String(describing: year)), page: \(page))")
    }

    private static func answer<Value>(_ stub: Result<Value, DataAccessError>?, call: String) throws(DataAccessError)
        -> Value
    {
        guard let stub else {
            Issue.record("MockMovieRemoteDataSource.\(call) was called without a stub")
            throw .unknown("no stub for \(call)")
        }
        return try stub.get()
    }
}
