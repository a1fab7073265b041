/// How ``RetryingTMDbTransport`` retries: how many attempts, how long to back off between
/// them, how far to trust a `Retry-After` header, and the wall-clock budget for the lot.
/// All durations are in seconds.
public struct TMDbRetryPolicy: Sendable, Equatable {
    /// Attempts in total, the first included; values below 1 act as 1.
    public var maxAttempts: Int
    /// The backoff ceiling before the second attempt; it doubles for each later one.
    public var baseDelay: Double
    /// The largest backoff ceiling, however many attempts came before.
    public var maxDelay: Double
    /// The longest `Retry-After` (seconds or HTTP-date, on a 429 or 503) that is waited out;
    /// a longer one is cut down to this.
    public var retryAfterCap: Double
    /// Seconds from the first attempt after which no wait is started: a wait is skipped (and
    /// the last answer returned) when it plus the slowest attempt so far would end past this.
    public var totalTimeBudget: Double

    public init(
        maxAttempts: Int = 4,
        baseDelay: Double = 0.5,
        maxDelay: Double = 8,
        retryAfterCap: Double = 20,
        totalTimeBudget: Double = 30
    ) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.retryAfterCap = retryAfterCap
        self.totalTimeBudget = totalTimeBudget
    }

    /// Four attempts, 0.5 s base and 8 s largest backoff, `Retry-After` up to 20 s, 30 s in all.
    public static let standard = TMDbRetryPolicy()

    /// One attempt: no retries at all.
    public static let none = TMDbRetryPolicy(maxAttempts: 1)

    /// The backoff ceiling after attempt `attempt` (1-based) failed:
    /// `min(maxDelay, baseDelay * 2^(attempt-1))`, never negative.
    func backoffCeiling(afterAttempt attempt: Int) -> Double {
        let doubling = Double(sign: .plus, exponent: min(max(attempt - 1, 0), 1000), significand: 1)
        let ceiling = min(maxDelay, baseDelay * doubling)
        return ceiling.isFinite ? max(0, ceiling) : 0
    }
}
