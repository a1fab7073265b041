import Foundation
import Synchronization
import TMDbKit

/// A ``TMDbTransport`` that answers successive calls from a script (the last entry repeats),
/// records the ``TMDbAttempt/number`` each call ran under, and can make each call take fake time.
final class ScriptedTMDbTransport: TMDbTransport {
    private struct State {
        var script: [Result<TMDbResponse, TMDbError>]
        var attemptNumbers: [Int] = []
    }

    private let state: Mutex<State>
    private let clock: FakeRetryClock?
    private let secondsPerCall: Double

    init(_ script: [Result<TMDbResponse, TMDbError>], clock: FakeRetryClock? = nil, secondsPerCall: Double = 0) {
        precondition(!script.isEmpty, "a script needs at least one answer")
        state = Mutex(State(script: script))
        self.clock = clock
        self.secondsPerCall = secondsPerCall
    }

    /// The attempt number seen by each call, oldest first.
    var attemptNumbers: [Int] { state.withLock { $0.attemptNumbers } }

    /// How many calls were made.
    var callCount: Int { attemptNumbers.count }

    func send(_ request: TMDbRequest) async throws(TMDbError) -> TMDbResponse {
        clock?.advance(by: secondsPerCall)
        let answer = state.withLock { state in
            state.attemptNumbers.append(TMDbAttempt.number)
            return state.script.count > 1 ? state.script.removeFirst() : state.script[0]
        }
        return try answer.get()
    }

    /// An HTTP answer with `body` and `headers`.
    static func answer(
        _ statusCode: Int, body: String = "{}", headers: [String: String] = [:]
    ) -> Result<TMDbResponse, TMDbError> {
        .success(TMDbResponse(statusCode: statusCode, headers: headers, body: Data(body.utf8)))
    }
}
