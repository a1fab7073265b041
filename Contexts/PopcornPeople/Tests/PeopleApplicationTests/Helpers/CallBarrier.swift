import Foundation

/// Lets mocks prove that calls overlap: each call waits, up to a time limit, for every party to arrive.
///
/// Calls made one after another cannot all arrive while the first is waiting, so the barrier times out.
actor CallBarrier {
    private let parties: Int
    private let timeLimit: Duration
    private var arrived = 0
    /// Whether a call gave up waiting for the others.
    private(set) var timedOut = false

    init(parties: Int, timeLimit: Duration = .seconds(2)) {
        self.parties = parties
        self.timeLimit = timeLimit
    }

    func arriveAndWait() async {
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
