import Synchronization

/// Every `(done, total)` a sync's pull told of, in the order told (the lists are read at once, so
/// that order is not the order of the pages).
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
