import CoreApplication
import Foundation
import Synchronization
import TVSeriesApplication
import Testing

/// Records every series and region asked for and answers with the stubbed offers; an unstubbed call
/// fails the test.
final class MockFetchTVSeriesWatchProvidersUseCase: FetchTVSeriesWatchProvidersUseCase {
    private let state = Mutex<
        (calledWith: [(tvSeriesID: Int, region: String)], stub: Result<WatchProviderOffersDetails, FetchError>?)
    >(([], nil))

    init(_ stub: Result<WatchProviderOffersDetails, FetchError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    var calledWith: [(tvSeriesID: Int, region: String)] { state.withLock { $0.calledWith } }

    func execute(tvSeriesID: Int, region: String) async throws(FetchError) -> WatchProviderOffersDetails {
        let stub = state.withLock { state in
            state.calledWith.append((tvSeriesID, region))
            return state.stub
        }
        guard let stub else {
            Issue.record(
                "MockFetchTVSeriesWatchProvidersUseCase.execute(tvSeriesID: \(tvSeriesID)) was called without a stub")
            throw .unknown(.unknown("no stub"))
        }
        return try stub.get()
    }
}
