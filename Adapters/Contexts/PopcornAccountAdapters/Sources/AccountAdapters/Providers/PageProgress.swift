import Synchronization

/// Counts the pages of a sync's pull as they are found and read, for its progress line: the lists'
/// first pages are known from the start, the rest once each first page says how many there are.
final class PageProgress: Sendable {
    private let counts: Mutex<(done: Int, total: Int)>
    private let report: @Sendable (Int, Int) -> Void

    init(firstPages: Int, report: @escaping @Sendable (Int, Int) -> Void) {
        counts = Mutex((0, firstPages))
        self.report = report
    }

    /// `count` more pages to read.
    func found(_ count: Int) {
        counts.withLock { $0.total += max(0, count) }
    }

    /// One more page read.
    func read() {
        let (done, total) = counts.withLock { counts in
            counts.done += 1
            return (counts.done, counts.total)
        }
        report(done, total)
    }
}
