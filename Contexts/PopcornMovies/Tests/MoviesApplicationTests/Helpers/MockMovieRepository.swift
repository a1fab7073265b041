import CoreDomain
import Foundation
import MoviesDomain
import Synchronization

/// Records calls and returns stubbed results; an unstubbed call fails.
final class MockMovieRepository: MovieRepository {
    struct State {
        var movieCalledWith: [Int] = []
        var creditsCalledWith: [Int] = []
        var movieStub: Result<Movie, DataAccessError>?
        var creditsStub: Result<Credits, DataAccessError>?
    }

    let state = Mutex(State())

    init(movie: Result<Movie, DataAccessError>? = nil, credits: Result<Credits, DataAccessError>? = nil) {
        state.withLock {
            $0.movieStub = movie
            $0.creditsStub = credits
        }
    }

    var movieCalledWith: [Int] { state.withLock { $0.movieCalledWith } }
    var creditsCalledWith: [Int] { state.withLock { $0.creditsCalledWith } }

    func movie(withID id: Int) async throws(DataAccessError) -> Movie {
        let stub = state.withLock { state in
            state.movieCalledWith.append(id)
            return state.movieStub
        }
        guard let stub else { throw .unknown("MockMovieRepository.movie: no stub") }
        return try stub.get()
    }

    func credits(forMovie movieID: Int) async throws(DataAccessError) -> Credits {
        let stub = state.withLock { state in
            state.creditsCalledWith.append(movieID)
            return state.creditsStub
        }
        guard let stub else { throw .unknown("MockMovieRepository.credits: no stub") }
        return try stub.get()
    }
}
