import Synchronization

/// Every `(done, total)` a provider told of, in the order told.
final class ProgressLog: Sendable {
    struct Report: Equatable, Sendable {
        let done: Int
        let total: Int
    }

    private let reports = Mutex<[Report]>([])

    /// Keeps one report.
    func record(done: Int, total: Int) {
        reports.withLock { $0.append(Report(done: done, total: total)) }
    }

    /// Every report so far.
    var all: [Report] {
        reports.withLock { $0 }
    }
}
