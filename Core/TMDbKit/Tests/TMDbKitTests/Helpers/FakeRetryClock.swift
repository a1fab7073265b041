import Synchronization
import TMDbKit

/// A fake monotonic clock that is also a ``TMDbSleeper``: sleeping records the wait and moves
/// the clock on at once, so retry tests check their waits without really sleeping.
final class FakeRetryClock: TMDbSleeper {
    private struct State {
        var now: Double = 1_000
        var sleeps: [Double] = []
    }

    private let state = Mutex(State())

    /// The current time, in seconds.
    var now: Double { state.withLock { $0.now } }

    /// Every wait asked for so far, oldest first.
    var sleeps: [Double] { state.withLock { $0.sleeps } }

    /// Moves the clock on without recording a wait (time spent inside a request).
    func advance(by seconds: Double) {
        state.withLock { $0.now += seconds }
    }

    func sleep(for seconds: Double) async {
        state.withLock { state in
            state.sleeps.append(seconds)
            state.now += seconds
        }
    }
}
