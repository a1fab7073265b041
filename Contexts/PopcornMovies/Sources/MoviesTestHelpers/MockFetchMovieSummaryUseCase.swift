import CoreApplication
import Foundation
import MoviesApplication
import Synchronization
import Testing

/// Records every id asked for and answers with the stubbed result; an unstubbed call fails the test.
public final class MockFetchMovieSummaryUseCase: FetchMovieSummaryUseCase {
    private let state = Mutex<(calledWith: [Int], stub: Result<MovieSummary, FetchError>?)>(([], nil))

    public init(_ stub: Result<MovieSummary, FetchError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    public var calledWith: [Int] { state.withLock { $0.calledWith } }

    public func execute(id: Int) async throws(FetchError) -> MovieSummary {
        let stub = state.withLock { state in
            state.calledWith.append(id)
            return state.stub
        }
        guard let stub else {
            Issue.record("MockFetchMovieSummaryUseCase.execute(id: \(id)) was called without a stub")
            throw .unknown(.unknown("no stub"))
        }
        return try stub.get()
    }
}
