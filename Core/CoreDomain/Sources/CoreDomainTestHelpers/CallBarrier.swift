import Foundation

/// Lets mocks prove that calls overlap: each call waits, up to a time limit, for every party to arrive.
///
/// Calls made one after another cannot all arrive while the first is waiting, so the barrier times out.
/// Shared by every context's use-case tests that check `async let` really runs fetches concurrently.
public actor CallBarrier {
    private let parties: Int
    private let timeLimit: Duration
    private var arrived = 0
    /// Whether a call gave up waiting for the others.
    public private(set) var timedOut = false

    /// A barrier for `parties` concurrent calls, each waiting at most `timeLimit` for the rest.
    public init(parties: Int, timeLimit: Duration = .seconds(2)) {
        self.parties = parties
        self.timeLimit = timeLimit
    }

    /// Records one arrival, then waits until every party has arrived, the time limit passes or the task is cancelled.
    public func arriveAndWait() async {
        arrived += 1
        let deadline = ContinuousClock.now + timeLimit
        while arrived < parties {
            guard ContinuousClock.now < deadline, !Task.isCancelled else {
                timedOut = true
                return
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}
