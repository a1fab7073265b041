import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The POSIX socket plumbing both loopback test servers share: a listening socket on a free
/// 127.0.0.1 port, its port number, and reading one request head.
enum LoopbackSocket {
    /// Reads until the blank line that ends the request head (GET requests have no body).
    static func readHead(_ connection: Int32) -> String? {
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

    static func bindLoopback() throws -> Int32 {
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
        guard bound == 0, listen(descriptor, 32) == 0 else {
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
