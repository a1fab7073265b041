import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The POSIX socket plumbing both loopback test servers share: a listening socket on a free
/// 127.0.0.1 port, its port number, and reading one request (its head and its body).
enum LoopbackSocket {
    /// The longest request head read.
    static let maximumHeadLength = 65_536
    /// The longest request body read: a request announcing more is not read at all.
    static let maximumBodyLength = 1_048_576

    /// Reads one request: its head, up to and with the blank line that ends it, then as many body
    /// bytes as its `Content-Length` announces (none without one; a `GET` has none). Answers
    /// `Expect: 100-continue` before it waits for the body. `nil` when the connection closes or
    /// times out first, or the head or the announced body is too long.
    static func readRequest(_ connection: Int32) -> (head: String, body: Data)? {
        var data = [UInt8]()
        var headEnd: Int?
        while headEnd == nil {
            guard data.count < maximumHeadLength, let chunk = receive(connection) else {
                return nil
            }
            data += chunk
            headEnd = endOfHead(in: data)
        }
        guard let headEnd else {
            return nil
        }
        let head = String(decoding: data[..<headEnd], as: UTF8.self)
        let length = headerValue("content-length", in: head).flatMap { Int($0) } ?? 0
        guard length >= 0, length <= maximumBodyLength else {
            return nil
        }
        var body = Array(data[headEnd...])
        if body.count < length, headerValue("expect", in: head)?.lowercased() == "100-continue" {
            guard sendAll(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: connection) else {
                return nil
            }
        }
        while body.count < length {
            guard let chunk = receive(connection) else {
                return nil
            }
            body += chunk
        }
        return (head, Data(body.prefix(length)))
    }

    /// Sends every byte of `bytes`; `false` when the connection broke first.
    static func sendAll(_ bytes: [UInt8], to connection: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else {
                return false
            }
            offset += written
        }
        return true
    }

    /// The next bytes that arrive, or `nil` when the connection closed, failed or timed out.
    private static func receive(_ connection: Int32) -> ArraySlice<UInt8>? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
        guard count > 0 else {
            return nil
        }
        return buffer[..<count]
    }

    /// The index just past the `\r\n\r\n` that ends the head, or `nil` before it arrived.
    private static func endOfHead(in data: [UInt8]) -> Int? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard data.count >= separator.count else {
            return nil
        }
        let start = (0...(data.count - separator.count)).first {
            data[$0..<($0 + separator.count)].elementsEqual(separator)
        }
        return start.map { $0 + separator.count }
    }

    /// The value of the header `name` (lower case) in a request head, trimmed.
    private static func headerValue(_ name: String, in head: String) -> String? {
        for line in head.components(separatedBy: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else {
                continue
            }
            if line[..<colon].trimmingCharacters(in: .whitespaces).lowercased() == name {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// A socket bound to a free 127.0.0.1 port, listening unless `listening` is `false` (a port that
    /// refuses connections while held; see ``RefusingPort``).
    static func bindLoopback(listening: Bool = true) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else {
            throw ServerError.socket(errno)
        }
        if listening {
            var yes: Int32 = 1
            _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, !listening || listen(descriptor, 32) == 0 else {
            let code = errno
            _ = close(descriptor)
            throw ServerError.socket(code)
        }
        return descriptor
    }

    static func boundPort(of descriptor: Int32) throws -> UInt16 {
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
