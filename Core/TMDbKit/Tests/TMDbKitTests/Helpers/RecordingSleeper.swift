import Synchronization
import TMDbKit
import TMDbKitTesting

/// A ``TMDbSleeper`` that records each wait and returns at once, moving no clock: requests a test
/// sends one after another are all asked at the same instant, unless the test moves its clock.
/// Given the inner transport, it also records how many requests that transport had been sent when
/// each wait began.
final class RecordingSleeper: TMDbSleeper {
    private struct State {
        var sleeps: [Double] = []
        var sentBeforeEach: [Int] = []
    }

    private let state = Mutex(State())
    private let inner: StubTMDbTransport?

    init(watching inner: StubTMDbTransport? = nil) {
        self.inner = inner
    }

    /// Every wait asked for so far, oldest first.
    var sleeps: [Double] { state.withLock { $0.sleeps } }

    /// For each wait, how many requests the watched transport had been sent when it began.
    var sentBeforeEach: [Int] { state.withLock { $0.sentBeforeEach } }

    func sleep(for seconds: Double) async {
        let sent = inner?.requestCount ?? 0
        state.withLock { state in
            state.sleeps.append(seconds)
            state.sentBeforeEach.append(sent)
        }
    }
}
