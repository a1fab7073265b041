import Synchronization

/// Says how far an import's lookups have gone, on a terminal's standard error, in one line it
/// rewrites in place (`Looking up films: 120 of 450`) and clears when the import is done, so
/// a long Letterboxd import does not look like a hang. Short imports (under ``minimumTotal``
/// lookups) and scripts (a standard error that is not a terminal) get nothing.
final class ImportProgressLine: Sendable {
    /// Fewer lookups than this finish too soon to need a line.
    static let minimumTotal = 10

    private let errors: StandardStream
    private let isTerminal: Bool
    /// The highest count written, so that reports from tasks finishing out of order never count
    /// back; `nil` until a line is shown.
    private let shown = Mutex<Int?>(nil)

    init(errors: StandardStream, isTerminal: Bool) {
        self.errors = errors
        self.isTerminal = isTerminal
    }

    /// Rewrites the line with `done` of `total`.
    func report(done: Int, total: Int) {
        guard isTerminal, total >= Self.minimumTotal else {
            return
        }
        shown.withLock { highest in
            guard done > highest ?? -1 else {
                return
            }
            highest = done
            try? errors.write("\r\u{1B}[KLooking up films: \(done) of \(total)")
        }
    }

    /// Clears the line, if one was shown, so what the command says next starts on a clean line.
    func finish() {
        shown.withLock { highest in
            guard highest != nil else {
                return
            }
            highest = nil
            try? errors.write("\r\u{1B}[K")
        }
    }
}
