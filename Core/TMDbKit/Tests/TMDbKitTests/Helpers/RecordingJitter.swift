import Synchronization

/// An injectable `random` for ``RetryingTMDbTransport`` that records each range it is asked to
/// pick from and always picks the lower bound.
final class RecordingJitter: Sendable {
    private let state = Mutex<[ClosedRange<Double>]>([])

    /// Every range asked for so far, oldest first.
    var ranges: [ClosedRange<Double>] { state.withLock { $0 } }

    func pick(_ range: ClosedRange<Double>) -> Double {
        state.withLock { $0.append(range) }
        return range.lowerBound
    }
}
