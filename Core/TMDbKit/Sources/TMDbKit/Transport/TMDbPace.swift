import Foundation
import Synchronization

/// A token bucket shared by every request of a transport: `perSecond` requests a second on average,
/// up to `burst` at once after a quiet spell. Each request reserves its turn, so the waits of
/// requests asking at once line up one after another.
final class TMDbPace: Sendable {
    private let perSecond: Double
    private let burst: Double
    private let now: @Sendable () -> Double
    private let state: Mutex<(tokens: Double, at: Double?)>

    init(perSecond: Double, burst: Double, now: @escaping @Sendable () -> Double) {
        self.perSecond = max(perSecond, 0.001)
        self.burst = max(burst, 1)
        self.now = now
        state = Mutex((max(burst, 1), nil))
    }

    /// Takes a turn; returns how many seconds to wait before using it (0 when one is free now).
    func reserve() -> Double {
        let time = now()
        return state.withLock { state in
            let elapsed = state.at.map { max(0, time - $0) } ?? 0
            state.tokens = min(burst, state.tokens + elapsed * perSecond) - 1
            state.at = time
            return state.tokens >= 0 ? 0 : -state.tokens / perSecond
        }
    }
}
