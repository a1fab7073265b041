/// Which attempt at a request is running, set by ``RetryingTMDbTransport`` around each call to
/// the transport it wraps, so a decorator below it (a logger) can say "attempt 2".
public enum TMDbAttempt {
    /// The 1-based attempt number; 1 outside any retrying transport.
    @TaskLocal public static var number: Int = 1
}
