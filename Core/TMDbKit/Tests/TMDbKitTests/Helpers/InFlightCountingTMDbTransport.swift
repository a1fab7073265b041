import Foundation
import Synchronization
import TMDbKit

/// A slow ``TMDbTransport`` that counts how many calls are in flight at once and the most
/// there ever were; each call takes `milliseconds` and answers 200 `{}`.
final class InFlightCountingTMDbTransport: TMDbTransport {
    private struct State {
        var inFlight = 0
        var maxInFlight = 0
        var completed = 0
    }

    private let state = Mutex(State())
    private let milliseconds: Int

    init(milliseconds: Int = 20) {
        self.milliseconds = milliseconds
    }

    /// The most calls ever in flight at the same time.
    var maxInFlight: Int { state.withLock { $0.maxInFlight } }

    /// Calls that have finished.
    var completed: Int { state.withLock { $0.completed } }

    func send(_ request: TMDbRequest) async throws(TMDbError) -> TMDbResponse {
        state.withLock { state in
            state.inFlight += 1
            state.maxInFlight = max(state.maxInFlight, state.inFlight)
        }
        try? await Task.sleep(for: .milliseconds(milliseconds))
        state.withLock { state in
            state.inFlight -= 1
            state.completed += 1
        }
        return TMDbResponse(statusCode: 200, headers: [:], body: Data("{}".utf8))
    }
}
