import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One scripted answer of ``ScriptedTMDbServer``: a normal response, or a fault.
struct ScriptedReply: Sendable {
    /// What goes on the wire.
    enum Kind: Sendable {
        /// A complete response.
        case response(StubResponse, headers: [String: String])
        /// A head that announces `declaredLength` bytes, only part of the body, then a close.
        case truncated(status: Int, body: Data, declaredLength: Int)
        /// The connection is closed without a single byte of answer.
        case hangUp
    }

    let kind: Kind
    /// How long the server waits before it answers (the request is logged on arrival).
    let delay: TimeInterval

    init(_ kind: Kind, delay: TimeInterval = 0) {
        self.kind = kind
        self.delay = min(max(delay, 0), 30)
    }

    /// A complete response with extra headers.
    static func respond(_ response: StubResponse, headers: [String: String] = [:], after delay: TimeInterval = 0)
        -> ScriptedReply
    {
        ScriptedReply(.response(response, headers: headers), delay: delay)
    }

    /// 200 with a JSON body.
    static func json(_ body: String) -> ScriptedReply { .respond(.json(body)) }

    /// A bare status with TMDb's error-shaped body.
    static func status(_ code: Int, headers: [String: String] = [:]) -> ScriptedReply {
        .respond(
            StubResponse(
                status: code, body: #"{"success":false,"status_code":11,"status_message":"Scripted failure."}"#),
            headers: headers)
    }

    /// 429 asking the client to come back after `seconds`.
    static func tooManyRequests(retryAfter seconds: Int) -> ScriptedReply {
        .respond(
            StubResponse(
                status: 429,
                body:
                    #"{"success":false,"status_code":25,"status_message":"Your request count is over the allowed limit."}"#
            ),
            headers: ["Retry-After": String(seconds)])
    }

    /// 200 whose body is not JSON at all.
    static let garbage = ScriptedReply.respond(
        StubResponse(status: 200, body: "\u{1}\u{2}garbage<<not json>>", contentType: "application/json"))

    /// 200 announcing the whole `body` but sending only its first half, then closing.
    static func truncated(_ body: String) -> ScriptedReply {
        let data = Data(body.utf8)
        return ScriptedReply(.truncated(status: 200, body: data.prefix(data.count / 2), declaredLength: data.count))
    }

    /// The bytes to send, or `nil` to hang up silently.
    var bytes: [UInt8]? {
        switch kind {
        case .response(let response, let headers):
            return [UInt8](response.addingHeaders(headers).serialized)
        case .truncated(let status, let body, let declaredLength):
            let head =
                "HTTP/1.1 \(status) OK\r\n"
                + "Content-Type: application/json;charset=utf-8\r\n"
                + "Content-Length: \(declaredLength)\r\n"
                + "Connection: close\r\n\r\n"
            return [UInt8](Data(head.utf8) + body)
        case .hangUp:
            return nil
        }
    }
}

/// Per-path scripts: each request to a scripted path takes the next reply of its sequence, and
/// the last reply repeats forever. Unscripted paths go to a fallback router.
final class ReplyScript: @unchecked Sendable {
    private let lock = NSLock()
    private var sequences: [String: [ScriptedReply]]
    private var served: [String: Int] = [:]
    private let fallback: LoopbackTMDbServer.Router

    init(_ sequences: [String: [ScriptedReply]], fallback: @escaping LoopbackTMDbServer.Router) {
        self.sequences = sequences.filter { !$0.value.isEmpty }
        self.fallback = fallback
    }

    /// The reply to one request.
    func reply(to request: RecordedRequest) -> ScriptedReply {
        lock.lock()
        defer { lock.unlock() }
        guard let sequence = sequences[request.path] else {
            return .respond(fallback(request))
        }
        let index = served[request.path, default: 0]
        served[request.path] = index + 1
        return sequence[min(index, sequence.count - 1)]
    }
}

/// A loopback HTTP/1.1 server on 127.0.0.1 for fault injection: like ``LoopbackTMDbServer``
/// (one request per connection, every request logged) but each connection is served on its own
/// thread, so a delayed answer never holds up the next attempt, and answers follow a
/// ``ReplyScript``. Stops in ``stop()`` or `deinit`.
final class ScriptedTMDbServer: @unchecked Sendable {
    let port: UInt16
    let log = RequestLog()

    private let listener: Int32
    private let finished = DispatchSemaphore(value: 0)
    private let stopLock = NSLock()
    private var isStopped = false

    /// Starts listening with `script` deciding every answer.
    init(script: ReplyScript) throws {
        listener = try LoopbackSocket.bindLoopback()
        port = try LoopbackSocket.boundPort(of: listener)
        let listener = listener
        let log = log
        let finished = finished
        let thread = Thread {
            Self.acceptLoop(listener: listener, script: script, log: log)
            finished.signal()
        }
        thread.name = "ScriptedTMDbServer"
        thread.start()
    }

    /// Scripts `sequences` by full path (e.g. `/3/movie/4242`); the rest answers like `fallback`.
    convenience init(
        _ sequences: [String: [ScriptedReply]], fallback: @escaping LoopbackTMDbServer.Router = { _ in .notFound }
    ) throws {
        try self.init(script: ReplyScript(sequences, fallback: fallback))
    }

    deinit {
        stop()
    }

    /// The `TMDB_API_BASE_URL` that points at this server.
    var baseURL: String { "http://127.0.0.1:\(port)/3" }

    /// Every request received so far, oldest first.
    var requests: [RecordedRequest] { log.all }

    /// How many requests asked for `path`.
    func count(_ path: String) -> Int { log.all.filter { $0.path == path }.count }

    /// Stops accepting and closes the socket. Connections in flight finish on their own.
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

    private static func acceptLoop(listener: Int32, script: ReplyScript, log: RequestLog) {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR {
                    continue
                }
                return
            }
            let thread = Thread {
                serve(connection, script: script, log: log)
                _ = close(connection)
            }
            thread.start()
        }
    }

    private static func serve(_ connection: Int32, script: ReplyScript, log: RequestLog) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        _ = setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let read = LoopbackSocket.readRequest(connection),
            let request = RecordedRequest(head: read.head, body: read.body)
        else {
            return
        }
        log.append(request)
        let reply = script.reply(to: request)
        if reply.delay > 0 {
            Thread.sleep(forTimeInterval: reply.delay)
        }
        guard let bytes = reply.bytes else {
            return
        }
        _ = LoopbackSocket.sendAll(bytes, to: connection)
    }
}
