import Foundation

/// The requests a loopback server received, safe to read from the test while the server runs.
final class RequestLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [RecordedRequest] = []

    /// Appends one request.
    func append(_ request: RecordedRequest) {
        lock.lock()
        defer { lock.unlock() }
        entries.append(request)
    }

    /// Every request so far, oldest first.
    var all: [RecordedRequest] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}
