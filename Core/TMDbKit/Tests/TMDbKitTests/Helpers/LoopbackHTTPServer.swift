#if canImport(Glibc)
    import Foundation
    import Glibc
    import Synchronization

    /// A one-shot HTTP/1.1 server on 127.0.0.1, so the live transport can be tested end to
    /// end without network: it answers the first connection with a canned response and
    /// keeps the request head it received.
    final class LoopbackHTTPServer: Sendable {
        let port: UInt16
        private let socket: Int32
        private let receivedHead = Mutex<String?>(nil)

        /// Binds an ephemeral port and serves one request on a background thread; with a
        /// `nil` status line it reads the request and never answers (for timeouts).
        init(statusLine: String?, headers: [String: String] = [:], body: String = "") throws {
            let (socket, port) = try Self.listeningSocket()
            self.socket = socket
            self.port = port
            var bytes: [UInt8]?
            if let statusLine {
                var response = "HTTP/1.1 \(statusLine)\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n"
                for (name, value) in headers {
                    response += "\(name): \(value)\r\n"
                }
                response += "\r\n" + body
                bytes = Array(response.utf8)
            }
            let thread = Thread { [self, bytes] in
                serveOnce(bytes)
            }
            thread.start()
        }

        deinit {
            close(socket)
        }

        /// The request line and headers of the request served, once it arrived.
        func requestHead(timeout: Duration = .seconds(5)) async -> String? {
            let clock = ContinuousClock()
            let deadline = clock.now + timeout
            while clock.now < deadline {
                if let head = receivedHead.withLock({ $0 }) {
                    return head
                }
                try? await Task.sleep(for: .milliseconds(10))
            }
            return nil
        }

        /// A port nothing listens on (bound, then closed), for "connection refused".
        static func closedPort() throws -> UInt16 {
            let (socket, port) = try listeningSocket()
            close(socket)
            return port
        }

        private func serveOnce(_ response: [UInt8]?) {
            let client = accept(socket, nil, nil)
            guard client >= 0 else {
                return
            }
            defer { close(client) }
            var request: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !request.ends(with: Array("\r\n\r\n".utf8)) {
                let count = recv(client, &buffer, buffer.count, 0)
                guard count > 0 else {
                    break
                }
                request += buffer[0..<count]
            }
            receivedHead.withLock { $0 = String(decoding: request, as: UTF8.self) }
            guard let response else {
                // Stay silent until the client gives up and closes the connection.
                while recv(client, &buffer, buffer.count, 0) > 0 {}
                return
            }
            _ = response.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }

        private static func listeningSocket() throws -> (Int32, UInt16) {
            let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else {
                throw POSIXError(.EIO)
            }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = 0
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                    bind(fd, socketAddress, length) == 0 && listen(fd, 1) == 0
                        && getsockname(fd, socketAddress, &length) == 0
                }
            }
            guard bound else {
                close(fd)
                throw POSIXError(.EADDRNOTAVAIL)
            }
            return (fd, UInt16(bigEndian: address.sin_port))
        }
    }

    extension Array where Element == UInt8 {
        fileprivate func ends(with suffix: [UInt8]) -> Bool {
            count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
        }
    }
#endif
