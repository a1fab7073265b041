/// Waits between retries; injected into ``RetryingTMDbTransport`` so tests can record the
/// waits instead of sleeping.
public protocol TMDbSleeper: Sendable {
    /// Suspends for `seconds` (or less, if the task is cancelled).
    func sleep(for seconds: Double) async
}
