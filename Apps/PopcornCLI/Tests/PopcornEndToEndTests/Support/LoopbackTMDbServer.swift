import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 (a free port) that speaks like TMDb for end-to-end
/// tests: one accept loop on its own thread, one request per connection, answers from a
/// routing closure, records every request. Stops in ``stop()`` or `deinit`.
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
        listener = try Self.bindLoopback()
        port = try Self.boundPort(of: listener)
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

    /// A port that refuses connections: bound, then closed again.
    static func closedPort() throws -> UInt16 {
        let socket = try bindLoopback()
        defer { _ = close(socket) }
        return try boundPort(of: socket)
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
        guard let head = readHead(connection), let request = RecordedRequest(head: head) else {
            return
        }
        log.append(request)
        let bytes = [UInt8](router(request).serialized)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else {
                return
            }
            offset += written
        }
    }

    /// Reads until the blank line that ends the request head (GET requests have no body).
    private static func readHead(_ connection: Int32) -> String? {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while data.count < 65_536 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else {
                return nil
            }
            data += buffer[..<count]
            let text = String(decoding: data, as: UTF8.self)
            if text.contains("\r\n\r\n") {
                return text
            }
        }
        return nil
    }

    private static func bindLoopback() throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else {
            throw ServerError.socket(errno)
        }
        var yes: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            let code = errno
            _ = close(descriptor)
            throw ServerError.socket(code)
        }
        return descriptor
    }

    private static func boundPort(of descriptor: Int32) throws -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else {
            throw ServerError.socket(errno)
        }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Why the server could not start.
    enum ServerError: Error {
        case socket(Int32)
    }
}
