import Synchronization

/// Every `(done, total)` a progress callback was told (a sync's pull, a sender, a calendar's
/// providers), in the order told: what tests of progress lines compare.
public final class ProgressLog: Sendable {
    /// One report: so many done of so many.
    public struct Report: Equatable, Sendable {
        public let done: Int
        public let total: Int

        public init(done: Int, total: Int) {
            self.done = done
            self.total = total
        }
    }

    private let reports = Mutex<[Report]>([])

    public init() {}

    /// Keeps one report.
    public func record(done: Int, total: Int) {
        reports.withLock { $0.append(Report(done: done, total: total)) }
    }

    /// Every report so far.
    public var all: [Report] {
        reports.withLock { $0 }
    }
}
