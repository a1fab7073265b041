import CoreApplication
import Foundation
import Synchronization
import TVSeriesApplication
import TVSeriesDomain
import Testing

/// Records every season asked for and answers with the stubbed result; an unstubbed call fails the test.
public final class MockFetchTVSeasonDetailsUseCase: FetchTVSeasonDetailsUseCase {
    private let state = Mutex<
        (calledWith: [(seasonNumber: Int, tvSeriesID: Int)], stub: Result<TVSeasonDetails, FetchError>?)
    >(([], nil))

    public init(_ stub: Result<TVSeasonDetails, FetchError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    public var calledWith: [(seasonNumber: Int, tvSeriesID: Int)] { state.withLock { $0.calledWith } }

    public func execute(seasonNumber: Int, inTVSeries tvSeriesID: TVSeries.ID) async throws(FetchError)
        -> TVSeasonDetails
    {
        let stub = state.withLock { state in
            state.calledWith.append((seasonNumber, tvSeriesID))
            return state.stub
        }
        guard let stub else {
            Issue.record("MockFetchTVSeasonDetailsUseCase.execute(\(seasonNumber), \(tvSeriesID)) had no stub")
            throw .unknown(.unknown("no stub"))
        }
        return try stub.get()
    }
}
