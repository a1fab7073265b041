import CoreDomain
import MoviesDomain
import MoviesInfrastructure
import Synchronization
import Testing

/// A remote data source that records its calls and answers with stubbed results; an unstubbed call fails the test.
///
/// A stubbed bundle is answered with only the parts each call appends (the details always), as
/// TMDb answers `append_to_response`; a part appended that the stub lacks is answered as unanswered,
/// as the offline catalog answers a part it does not know.
final class MockMovieRemoteDataSource: MovieRemoteDataSource {
    struct State {
        var movieCalledWith: [(id: Int, parts: Set<MoviePart>)] = []
        var movieStub: Result<MovieBundle, DataAccessError>?
        var recommendationsCalledWith: [(movieID: Int, page: Int)] = []
        var recommendationsStub: Result<MoviePreviewPage, DataAccessError>?
        var similarCalledWith: [(movieID: Int, page: Int)] = []
        var similarStub: Result<MoviePreviewPage, DataAccessError>?
        var moviesInListCalledWith: [(list: MovieListKind, page: Int)] = []
        var moviesInListStub: Result<MoviePreviewPage, DataAccessError>?
        var searchMoviesCalledWith: [(query: String, year: Int?, page: Int)] = []
        var searchMoviesStub: Result<MoviePreviewPage, DataAccessError>?
    }

    private let state = Mutex(State())

    func stub(movie result: Result<MovieBundle, DataAccessError>) { state.withLock { $0.movieStub = result } }
    func stub(recommendations result: Result<MoviePreviewPage, DataAccessError>) {
        state.withLock { $0.recommendationsStub = result }
    }
    func stub(similar result: Result<MoviePreviewPage, DataAccessError>) {
        state.withLock { $0.similarStub = result }
    }
    func stub(moviesInList result: Result<MoviePreviewPage, DataAccessError>) {
        state.withLock { $0.moviesInListStub = result }
    }
    func stub(searchMovies result: Result<MoviePreviewPage, DataAccessError>) {
        state.withLock { $0.searchMoviesStub = result }
    }

    var movieCallCount: Int { state.withLock { $0.movieCalledWith.count } }
    /// The parts each movie request appended, in order.
    var movieAppended: [Set<MoviePart>] { state.withLock { $0.movieCalledWith.map(\.parts) } }
    var movieCalledWith: [Int] { state.withLock { $0.movieCalledWith.map(\.id) } }
    var recommendationsCalledWith: [(movieID: Int, page: Int)] { state.withLock { $0.recommendationsCalledWith } }
    var similarCalledWith: [(movieID: Int, page: Int)] { state.withLock { $0.similarCalledWith } }
    var moviesInListCallCount: Int { state.withLock { $0.moviesInListCalledWith.count } }
    var moviesInListCalledWith: [(list: MovieListKind, page: Int)] { state.withLock { $0.moviesInListCalledWith } }
    var searchMoviesCallCount: Int { state.withLock { $0.searchMoviesCalledWith.count } }
    var searchMoviesCalledWith: [(query: String, year: Int?, page: Int)] {
        state.withLock { $0.searchMoviesCalledWith }
    }

    func movie(withID id: Int, appending parts: Set<MoviePart>) async throws(DataAccessError) -> MovieBundle {
        let stub = state.withLock { state in
            state.movieCalledWith.append((id, parts))
            return state.movieStub
        }
        let bundle = try Self.answer(stub, call: "movie(withID: \(id), appending: \(parts))")
        var unanswered: Set<MoviePart> = []
        func part<Value>(_ part: MoviePart, _ value: Value?) -> Value? {
            guard parts.contains(part) else {
                return nil
            }
            if value == nil {
                unanswered.insert(part)
            }
            return value
        }
        return MovieBundle(
            movie: bundle.movie,
            credits: part(.credits, bundle.credits),
            releaseDates: part(.releaseDates, bundle.releaseDates),
            images: part(.images, bundle.images),
            recommendations: part(.recommendations, bundle.recommendations),
            similar: part(.similar, bundle.similar),
            watchProviders: part(.watchProviders, bundle.watchProviders),
            videos: part(.videos, bundle.videos),
            keywords: part(.keywords, bundle.keywords),
            translations: part(.translations, bundle.translations),
            unansweredParts: unanswered
        )
    }

    func recommendations(forMovie movieID: Int, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        let stub = state.withLock { state in
            state.recommendationsCalledWith.append((movieID, page))
            return state.recommendationsStub
        }
        return try Self.answer(stub, call: "recommendations(forMovie: \(movieID), page: \(page))")
    }

    func similar(forMovie movieID: Int, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        let stub = state.withLock { state in
            state.similarCalledWith.append((movieID, page))
            return state.similarStub
        }
        return try Self.answer(stub, call: "similar(forMovie: \(movieID), page: \(page))")
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
