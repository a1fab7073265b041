import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 (a free port) that speaks like TMDb for end-to-end
/// tests: one accept loop on its own thread, one request per connection (its body read as its
/// `Content-Length` announces), answers from a routing closure, records every request. Stops in
/// ``stop()`` or `deinit`.
final class LoopbackTMDbServer: @unchecked Sendable {
    /// Decides the answer to each request.
    typealias Router = @Sendable (RecordedRequest) -> StubResponse

    /// The port the server listens on.
    let port: UInt16
    /// Every request received so far.
    let log = RequestLog()

    private let listener: Int32
    private let finished = DispatchSemaphore(value: 0)
    private let stopLock = NSLock()
    private var isStopped = false

    /// Starts listening; throws when no socket could be bound.
    init(router: @escaping Router) throws {
        listener = try LoopbackSocket.bindLoopback()
        port = try LoopbackSocket.boundPort(of: listener)
        let listener = listener
        let log = log
        let finished = finished
        let thread = Thread {
            Self.acceptLoop(listener: listener, router: router, log: log)
            finished.signal()
        }
        thread.name = "LoopbackTMDbServer"
        thread.start()
    }

    deinit {
        stop()
    }

    /// The `TMDB_API_BASE_URL` that points at this server.
    var baseURL: String { "http://127.0.0.1:\(port)/3" }

    /// Every request received so far, oldest first.
    var requests: [RecordedRequest] { log.all }

    /// Stops accepting, waits for the loop to end, and closes the socket. Safe to call twice.
    func stop() {
        stopLock.lock()
        let alreadyStopped = isStopped
        isStopped = true
        stopLock.unlock()
        guard !alreadyStopped else {
            return
        }
        _ = shutdown(listener, Int32(SHUT_RDWR))
        finished.wait()
        _ = close(listener)
    }

    private static func acceptLoop(listener: Int32, router: Router, log: RequestLog) {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR {
                    continue
                }
                return
            }
            serve(connection, router: router, log: log)
            _ = close(connection)
        }
    }

    private static func serve(_ connection: Int32, router: Router, log: RequestLog) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        _ = setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let read = LoopbackSocket.readRequest(connection),
            let request = RecordedRequest(head: read.head, body: read.body)
        else {
            return
        }
        log.append(request)
        _ = LoopbackSocket.sendAll([UInt8](router(request).serialized), to: connection)
    }
}
