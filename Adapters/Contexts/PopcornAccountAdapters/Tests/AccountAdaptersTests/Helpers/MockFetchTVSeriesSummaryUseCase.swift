import CoreApplication
import Foundation
import Synchronization
import TVSeriesApplication
import Testing

/// A series' summary for tests: answers each id with what was stubbed for it and records every id
/// asked for; an id without a stub fails the test.
///
/// The id is taken as `Int` (`TVSeries.ID`): an adapter may not import another context's Domain
/// (Scripts/check-imports.sh), where `TVSeries` lives.
final class MockFetchTVSeriesSummaryUseCase: FetchTVSeriesSummaryUseCase {
    private struct State {
        var answers: [Int: Result<TVSeriesSummary, FetchError>]
        var calledWith: [Int] = []
    }

    private let state: Mutex<State>

    init(_ answers: [Int: Result<TVSeriesSummary, FetchError>] = [:]) {
        state = Mutex(State(answers: answers))
    }

    /// Every id asked for, in the order asked (several are asked at once, so sort before comparing).
    var calledWith: [Int] { state.withLock { $0.calledWith } }

    func execute(id: Int) async throws(FetchError) -> TVSeriesSummary {
        let answer = state.withLock { state in
            state.calledWith.append(id)
            return state.answers[id]
        }
        guard let answer else {
            Issue.record("MockFetchTVSeriesSummaryUseCase.execute(id: \(id)) was called without a stub")
            throw .unknown(.unknown("no stub"))
        }
        return try answer.get()
    }
}
