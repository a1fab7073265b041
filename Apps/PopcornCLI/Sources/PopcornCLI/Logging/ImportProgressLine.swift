import Synchronization

/// Says how far a long job has gone, on a terminal's standard error, in one line it rewrites in
/// place (an import's `Looking up films: 120 of 450`, a sync's `syncing: 120/480`) and clears when
/// the job is done, so a long Letterboxd import or a first sync does not look like a hang. Short
/// jobs (under ``minimumTotal`` steps) and scripts (a standard error that is not a terminal) get nothing.
final class ImportProgressLine: Sendable {
    /// Fewer lookups than this finish too soon to need a line.
    static let minimumTotal = 10

    private let errors: StandardStream
    private let isTerminal: Bool
    /// The highest count written, so that reports from tasks finishing out of order never count
    /// back; `nil` until a line is shown.
    private let shown = Mutex<Int?>(nil)
    private let text: @Sendable (_ done: Int, _ total: Int) -> String

    /// - Parameter text: the line for `done` of `total` steps; an import's lookups by default.
    init(
        errors: StandardStream, isTerminal: Bool,
        text: @escaping @Sendable (Int, Int) -> String = { "Looking up films: \($0) of \($1)" }
    ) {
        self.errors = errors
        self.isTerminal = isTerminal
        self.text = text
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
            try? errors.write("\r\u{1B}[K" + text(done, total))
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
