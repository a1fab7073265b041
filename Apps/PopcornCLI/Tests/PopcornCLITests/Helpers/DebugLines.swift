import Synchronization

/// Collects the `--debug` lines a piece under test says, in order.
final class DebugLines: Sendable {
    private let lines = Mutex<[String]>([])

    /// Every line said, oldest first.
    var all: [String] {
        lines.withLock { $0 }
    }

    /// Keeps `line`.
    func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    /// The closure to hand to the piece under test.
    var say: @Sendable (String) -> Void {
        { [self] line in append(line) }
    }
}
