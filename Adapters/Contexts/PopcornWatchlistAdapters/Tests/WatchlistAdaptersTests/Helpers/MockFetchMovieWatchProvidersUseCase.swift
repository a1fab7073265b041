import CoreApplication
import Foundation
import MoviesApplication
import Synchronization
import Testing

/// Records every movie and region asked for and answers with the stubbed offers; an unstubbed call
/// fails the test.
final class MockFetchMovieWatchProvidersUseCase: FetchMovieWatchProvidersUseCase {
    private let state = Mutex<
        (calledWith: [(movieID: Int, region: String)], stub: Result<WatchProviderOffersDetails, FetchError>?)
    >(
        ([], nil))

    init(_ stub: Result<WatchProviderOffersDetails, FetchError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    var calledWith: [(movieID: Int, region: String)] { state.withLock { $0.calledWith } }

    func execute(movieID: Int, region: String) async throws(FetchError) -> WatchProviderOffersDetails {
        let stub = state.withLock { state in
            state.calledWith.append((movieID, region))
            return state.stub
        }
        guard let stub else {
            Issue.record("MockFetchMovieWatchProvidersUseCase.execute(movieID: \(movieID)) was called without a stub")
            throw .unknown(.unknown("no stub"))
        }
        return try stub.get()
    }
}
