import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain
import Synchronization

/// Records calls and returns stubbed results; an unstubbed call fails. With a barrier, each movie
/// call waits at it, and the most movie calls in flight at once are kept.
public final class MockMovieRepository: MovieRepository {
    private struct State {
        var movieCalledWith: [(id: Int, parts: Set<MoviePart>)] = []
        var creditsCalledWith: [Int] = []
        var imagesCalledWith: [Int] = []
        var watchProvidersCalledWith: [Int] = []
        var videosCalledWith: [Int] = []
        var recommendationsCalledWith: [(movieID: Int, page: Int)] = []
        var similarCalledWith: [(movieID: Int, page: Int)] = []
        var movieStub: Result<MovieBundle, DataAccessError>?
        var creditsStub: Result<Credits, DataAccessError>?
        var imagesStub: Result<ImageCollection, DataAccessError>?
        var watchProvidersStub: Result<[WatchProviderOffers], DataAccessError>?
        var videosStub: Result<[Video], DataAccessError>?
        var pageStub: Result<MoviePreviewPage, DataAccessError>?
        var moviesInFlight = 0
        var mostMoviesInFlight = 0
    }

    private let state = Mutex(State())
    private let barrier: CallBarrier?

    /// `page` answers both recommendations and similar titles.
    public init(
        movie: Result<MovieBundle, DataAccessError>? = nil,
        credits: Result<Credits, DataAccessError>? = nil,
        images: Result<ImageCollection, DataAccessError>? = nil,
        watchProviders: Result<[WatchProviderOffers], DataAccessError>? = nil,
        videos: Result<[Video], DataAccessError>? = nil,
        page: Result<MoviePreviewPage, DataAccessError>? = nil,
        barrier: CallBarrier? = nil
    ) {
        self.barrier = barrier
        state.withLock {
            $0.movieStub = movie
            $0.creditsStub = credits
            $0.imagesStub = images
            $0.watchProvidersStub = watchProviders
            $0.videosStub = videos
            $0.pageStub = page
        }
    }

    public var movieCalledWith: [(id: Int, parts: Set<MoviePart>)] { state.withLock { $0.movieCalledWith } }
    /// The most calls of ``movie(withID:including:)`` that were running at once.
    public var mostMoviesInFlight: Int { state.withLock { $0.mostMoviesInFlight } }
    public var creditsCalledWith: [Int] { state.withLock { $0.creditsCalledWith } }
    public var imagesCalledWith: [Int] { state.withLock { $0.imagesCalledWith } }
    public var watchProvidersCalledWith: [Int] { state.withLock { $0.watchProvidersCalledWith } }
    public var videosCalledWith: [Int] { state.withLock { $0.videosCalledWith } }
    public var recommendationsCalledWith: [(movieID: Int, page: Int)] {
        state.withLock { $0.recommendationsCalledWith }
    }
    public var similarCalledWith: [(movieID: Int, page: Int)] { state.withLock { $0.similarCalledWith } }

    public func movie(withID id: Int, including parts: Set<MoviePart>) async throws(DataAccessError) -> MovieBundle {
        let stub = state.withLock { state in
            state.movieCalledWith.append((id, parts))
            state.moviesInFlight += 1
            state.mostMoviesInFlight = max(state.mostMoviesInFlight, state.moviesInFlight)
            return state.movieStub
        }
        await barrier?.arriveAndWait()
        state.withLock { $0.moviesInFlight -= 1 }
        return try Self.answer(stub, "movie")
    }

    public func credits(forMovie movieID: Int) async throws(DataAccessError) -> Credits {
        let stub = state.withLock { state in
            state.creditsCalledWith.append(movieID)
            return state.creditsStub
        }
        return try Self.answer(stub, "credits")
    }

    public func images(forMovie movieID: Int) async throws(DataAccessError) -> ImageCollection {
        let stub = state.withLock { state in
            state.imagesCalledWith.append(movieID)
            return state.imagesStub
        }
        return try Self.answer(stub, "images")
    }

    public func watchProviders(forMovie movieID: Int) async throws(DataAccessError) -> [WatchProviderOffers] {
        let stub = state.withLock { state in
            state.watchProvidersCalledWith.append(movieID)
            return state.watchProvidersStub
        }
        return try Self.answer(stub, "watchProviders")
    }

    public func videos(forMovie movieID: Int) async throws(DataAccessError) -> [Video] {
        let stub = state.withLock { state in
            state.videosCalledWith.append(movieID)
            return state.videosStub
        }
        return try Self.answer(stub, "videos")
    }

    public func recommendations(forMovie movieID: Int, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        let stub = state.withLock { state in
            state.recommendationsCalledWith.append((movieID, page))
            return state.pageStub
        }
        return try Self.answer(stub, "recommendations")
    }

    public func similar(forMovie movieID: Int, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        let stub = state.withLock { state in
            state.similarCalledWith.append((movieID, page))
            return state.pageStub
        }
        return try Self.answer(stub, "similar")
    }

    private static func answer<Value>(_ stub: Result<Value, DataAccessError>?, _ call: String) throws(DataAccessError)
        -> Value
    {
        guard let stub else { throw .unknown("MockMovieRepository.\(call): no stub") }
        return try stub.get()
    }
}
