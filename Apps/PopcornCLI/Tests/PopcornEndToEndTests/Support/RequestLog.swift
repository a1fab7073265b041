import Foundation

/// The requests a loopback server received, safe to read from the test while the server runs.
final class RequestLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [RecordedRequest] = []
    private var arrivals: [(path: String, at: ContinuousClock.Instant)] = []

    /// Appends one request, noting when it arrived.
    func append(_ request: RecordedRequest) {
        let now = ContinuousClock.now
        lock.lock()
        defer { lock.unlock() }
        entries.append(request)
        arrivals.append((request.path, now))
    }

    /// Seconds from the first request for `path` to the last: how long the client spent retrying
    /// it, measured where the requests arrive, so the time a loaded machine takes to start the
    /// process does not count. `nil` with fewer than two requests.
    func retrySpan(of path: String) -> Double? {
        lock.lock()
        let times = arrivals.filter { $0.path == path }.map(\.at)
        lock.unlock()
        guard let first = times.first, let last = times.last, times.count >= 2 else {
            return nil
        }
        let span = last - first
        return Double(span.components.seconds) + Double(span.components.attoseconds) / 1e18
    }

    /// Every request so far, oldest first.
    var all: [RecordedRequest] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}
