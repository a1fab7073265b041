/// A wait before the next attempt at a request, told to whoever wants to say so: a person at a
/// terminal should know why a command sits silent for 20 seconds.
public struct TMDbRetryWait: Sendable, Equatable {
    /// How long the wait is.
    public let seconds: Double
    /// Whether TMDb asked for it (`Retry-After` on a 429 or 503) rather than the backoff choosing it.
    public let isAskedByTMDb: Bool

    public init(seconds: Double, isAskedByTMDb: Bool) {
        self.seconds = seconds
        self.isAskedByTMDb = isAskedByTMDb
    }
}
