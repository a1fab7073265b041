import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback port that refuses connections for as long as it is held: a socket bound to it that
/// never listens. A port merely bound and closed again could be taken meanwhile by another test's
/// server, which would then answer in the refused port's place (seen as a 404 where a refusal was
/// expected). Close it with ``close()`` at the end of the test.
final class RefusingPort: @unchecked Sendable {
    /// The port that refuses connections.
    let port: UInt16
    private let descriptor: Int32
    private let lock = NSLock()
    private var isClosed = false

    /// Binds a free 127.0.0.1 port without listening on it.
    init() throws {
        let descriptor = try LoopbackSocket.bindLoopback(listening: false)
        self.descriptor = descriptor
        port = try LoopbackSocket.boundPort(of: descriptor)
    }

    deinit {
        close()
    }

    /// `http://127.0.0.1:PORT/3`, the `TMDB_API_BASE_URL` that is refused.
    var baseURL: String { "http://127.0.0.1:\(port)/3" }

    /// Lets the port go. Safe to call twice.
    func close() {
        lock.lock()
        defer { lock.unlock() }
        guard !isClosed else {
            return
        }
        isClosed = true
        closeSocket(descriptor)
    }
}

/// Closes a socket: the C library's `close`, which ``RefusingPort/close()`` hides inside the class.
private func closeSocket(_ descriptor: Int32) {
    _ = close(descriptor)
}
