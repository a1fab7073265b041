import CoreApplication
import Foundation
import Synchronization
import TVSeriesApplication
import Testing

/// Records every id asked for and answers with the stubbed result; an unstubbed call fails the test.
public final class MockFetchTVSeriesSummaryUseCase: FetchTVSeriesSummaryUseCase {
    private let state = Mutex<(calledWith: [Int], stub: Result<TVSeriesSummary, FetchError>?)>(([], nil))

    public init(_ stub: Result<TVSeriesSummary, FetchError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    public var calledWith: [Int] { state.withLock { $0.calledWith } }

    public func execute(id: Int) async throws(FetchError) -> TVSeriesSummary {
        let stub = state.withLock { state in
            state.calledWith.append(id)
            return state.stub
        }
        guard let stub else {
            Issue.record("MockFetchTVSeriesSummaryUseCase.execute(id: \(id)) was called without a stub")
            throw .unknown(.unknown("no stub"))
        }
        return try stub.get()
    }
}
