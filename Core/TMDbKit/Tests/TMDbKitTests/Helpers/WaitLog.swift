import Synchronization
import TMDbKit

/// The waits a ``RetryingTMDbTransport`` told of, in order.
final class WaitLog: Sendable {
    private let waits = Mutex<[TMDbRetryWait]>([])

    /// Keeps one wait.
    func append(_ wait: TMDbRetryWait) {
        waits.withLock { $0.append(wait) }
    }

    /// Every wait told so far.
    var all: [TMDbRetryWait] {
        waits.withLock { $0 }
    }
}
