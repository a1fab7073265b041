import Foundation

/// A decorator that retries what is worth retrying: HTTP 429, any 5xx, a 2xx whose body is not
/// JSON (a captive portal or proxy page), and a thrown ``TMDbError/unreachable(_:)`` whose cause
/// is transient (see ``isTransient(_:)``). Other 4xx answers and other errors are returned at once.
///
/// Waits use exponential backoff with full jitter, or a 429/503's `Retry-After` (seconds or
/// HTTP-date, capped). When attempts or the time budget run out, the last answer is returned
/// (so ``TMDbClient`` maps it to `.rateLimited`, `.server` or `.decoding`) or the last error
/// rethrown. Each attempt runs with ``TMDbAttempt/number`` set. Put it above a
/// ``ConcurrencyLimitedTMDbTransport`` so that waiting never holds a request slot.
public struct RetryingTMDbTransport: TMDbTransport {
    private let inner: any TMDbTransport
    private let policy: TMDbRetryPolicy
    private let sleeper: any TMDbSleeper
    private let now: @Sendable () -> Double
    private let wallClock: @Sendable () -> Date
    private let random: @Sendable (ClosedRange<Double>) -> Double
    private let willWait: @Sendable (TMDbRetryWait) -> Void

    /// - Parameters:
    ///   - inner: The transport that makes each attempt.
    ///   - policy: Attempts, delays and budget.
    ///   - sleeper: Waits between attempts.
    ///   - now: A monotonic clock in seconds, for the time budget.
    ///   - wallClock: The current date, to turn an HTTP-date `Retry-After` into seconds.
    ///   - random: Picks the jittered delay from a range.
    ///   - willWait: Told of each wait before it starts (to say a long one on a terminal).
    public init(
        wrapping inner: any TMDbTransport,
        policy: TMDbRetryPolicy = .standard,
        sleeper: any TMDbSleeper = TaskSleeper(),
        now: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime },
        wallClock: @escaping @Sendable () -> Date = { Date() },
        random: @escaping @Sendable (ClosedRange<Double>) -> Double = { Double.random(in: $0) },
        willWait: @escaping @Sendable (TMDbRetryWait) -> Void = { _ in }
    ) {
        self.inner = inner
        self.policy = policy
        self.sleeper = sleeper
        self.now = now
        self.wallClock = wallClock
        self.random = random
        self.willWait = willWait
    }

    public func send(_ request: TMDbRequest) async throws(TMDbError) -> TMDbResponse {
        let start = now()
        var slowestAttempt = 0.0
        var attempt = 1
        while true {
            let attemptStart = now()
            let outcome = await send(request, attempt: attempt)
            slowestAttempt = max(slowestAttempt, now() - attemptStart)
            guard attempt < policy.maxAttempts, Self.isRetryable(outcome), !Task.isCancelled else {
                return try outcome.get()
            }
            let (delay, isAsked) = delay(after: attempt, outcome: outcome)
            guard now() - start + delay + slowestAttempt <= policy.totalTimeBudget else {
                return try outcome.get()
            }
            willWait(TMDbRetryWait(seconds: delay, isAskedByTMDb: isAsked))
            await sleeper.sleep(for: delay)
            guard !Task.isCancelled else {
                return try outcome.get()
            }
            attempt += 1
        }
    }

    private func send(_ request: TMDbRequest, attempt: Int) async -> Result<TMDbResponse, TMDbError> {
        await TMDbAttempt.$number.withValue(attempt) { () async -> Result<TMDbResponse, TMDbError> in
            do throws(TMDbError) {
                return .success(try await inner.send(request))
            } catch {
                return .failure(error)
            }
        }
    }

    /// The wait after attempt `attempt` failed with `outcome`: the capped `Retry-After` of a
    /// 429/503 that has one (asked by TMDb), otherwise a random delay up to the backoff ceiling.
    private func delay(after attempt: Int, outcome: Result<TMDbResponse, TMDbError>) -> (Double, isAsked: Bool) {
        if case .success(let response) = outcome, response.statusCode == 429 || response.statusCode == 503,
            let retryAfter = Self.retryAfterSeconds(response.headers["retry-after"], now: wallClock())
        {
            return (min(retryAfter, max(0, policy.retryAfterCap)), true)
        }
        let ceiling = policy.backoffCeiling(afterAttempt: attempt)
        let picked = random(0...ceiling)
        return (picked.isFinite ? min(max(picked, 0), ceiling) : ceiling, false)
    }

    /// Whether an attempt's outcome is worth another attempt.
    static func isRetryable(_ outcome: Result<TMDbResponse, TMDbError>) -> Bool {
        switch outcome {
        case .success(let response):
            switch response.statusCode {
            case 429, 500..<600: true
            case 200..<300: !looksLikeJSON(response.body)
            default: false
            }
        case .failure(let error):
            isTransient(error)
        }
    }

    /// Whether a thrown error is transient: ``TMDbError/unreachable(_:)`` because the request
    /// timed out, the connection was refused or lost, the host name did not resolve, or the server
    /// dropped the connection mid-answer (bad or empty response, or a reset). Anything
    /// else (cancelled, TLS refused, bad URL, redirect loop, not HTTP, ``TMDbError/invalidRequest(_:)``)
    /// would fail the same way again. A hung server costs one request timeout per attempt, which the
    /// time budget bounds.
    public static func isTransient(_ error: TMDbError) -> Bool {
        guard case .unreachable(let cause) = error else {
            return false
        }
        return transientCauses.contains(cause)
    }

    /// The causes ``CurlTMDbTransport`` names for transient failures, taken from it so the two
    /// cannot drift apart.
    private static let transientCauses = CurlTMDbTransport.transientCauses

    /// Whether `body` starts (after whitespace) with `{` or `[`; an empty body does not.
    static func looksLikeJSON(_ body: Data) -> Bool {
        let first = body.first { byte in
            byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n")
                && byte != UInt8(ascii: "\r")
        }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// `Retry-After` as seconds from `now`: delay-seconds, or an HTTP-date (IMF-fixdate, RFC 850
    /// or asctime), a past date counting as 0. `nil` when absent or unreadable.
    static func retryAfterSeconds(_ value: String?, now: Date) -> Double? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
            return nil
        }
        if let seconds = TMDbClient.retryAfter(value) {
            return seconds
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: value) {
                return max(0, date.timeIntervalSince(now))
            }
        }
        return nil
    }
}
