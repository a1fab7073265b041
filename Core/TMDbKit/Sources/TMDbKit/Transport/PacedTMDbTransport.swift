import Foundation

/// A decorator that keeps requests within TMDb's rate limit (about 40 a second): a burst of up to
/// `burst` goes at once, then requests start at `perSecond`, each waiting its turn. A command that
/// makes a few requests never waits; a sync of a large account is paced instead of refused with 429s.
public struct PacedTMDbTransport: TMDbTransport {
    private let inner: any TMDbTransport
    private let pace: TMDbPace
    private let sleeper: any TMDbSleeper

    /// - Parameters:
    ///   - perSecond: Requests started per second, on average.
    ///   - burst: Requests that may start at once after a quiet spell.
    ///   - sleeper: Waits for a turn.
    ///   - now: A monotonic clock in seconds.
    public init(
        wrapping inner: any TMDbTransport, perSecond: Double = 40, burst: Double = 40,
        sleeper: any TMDbSleeper = TaskSleeper(),
        now: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.inner = inner
        pace = TMDbPace(perSecond: perSecond, burst: burst, now: now)
        self.sleeper = sleeper
    }

    public func send(_ request: TMDbRequest) async throws(TMDbError) -> TMDbResponse {
        let wait = pace.reserve()
        if wait > 0 {
            await sleeper.sleep(for: wait)
        }
        guard !Task.isCancelled else {
            throw .unreachable("cancelled")
        }
        return try await inner.send(request)
    }
}
