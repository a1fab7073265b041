import Synchronization
import TMDbKit

/// Says once per command, on a terminal's standard error, that popcorn is waiting before it asks
/// TMDb again, when the wait is long enough to look like a hang (more than 2 s): `TMDb asked to
/// wait 20 s; retrying`. Scripts (a standard error that is not a terminal) get nothing extra.
final class RetryWaitNotice: Sendable {
    /// Waits up to this long go unsaid.
    static let threshold = 2.0

    private let console: Console
    private let isTerminal: Bool
    private let said = Atomic<Bool>(false)

    init(console: Console, isTerminal: Bool) {
        self.console = console
        self.isTerminal = isTerminal
    }

    /// Says `wait` when it is long and nothing was said yet.
    func tell(_ wait: TMDbRetryWait) {
        guard isTerminal, wait.seconds > Self.threshold,
            !said.exchange(true, ordering: .relaxed)
        else {
            return
        }
        let seconds = Int(wait.seconds.rounded())
        console.note(
            wait.isAskedByTMDb
                ? "TMDb asked to wait \(seconds) s; retrying" : "TMDb did not answer; retrying in \(seconds) s")
    }
}
