import Synchronization

/// Records what an import says of its progress, for the `progress` closure of
/// `ImportHistoryUseCase.execute`: every `(done, total)` in the order heard.
public final class ImportProgressRecorder: Sendable {
    private let heard = Mutex<[String]>([])

    public init() {}

    /// Every report, as `"3/5"`.
    public var reports: [String] { heard.withLock { $0 } }

    /// The closure to hand the use case.
    public var report: @Sendable (Int, Int) -> Void {
        { done, total in self.heard.withLock { $0.append("\(done)/\(total)") } }
    }
}
