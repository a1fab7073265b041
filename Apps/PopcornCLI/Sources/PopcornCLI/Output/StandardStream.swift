#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A raw file descriptor written with `write(2)`, so output is never buffered and a closed
/// pipe surfaces as ``StandardOutputFailure`` instead of a crash.
struct StandardStream: Sendable {
    /// The descriptor written to.
    let fileDescriptor: Int32

    /// Standard output.
    static let output = StandardStream(fileDescriptor: 1)
    /// Standard error.
    static let error = StandardStream(fileDescriptor: 2)

    /// Writes all of `text`, retrying short writes and interruptions.
    /// Throws ``StandardOutputFailure`` when a write fails: the reader went away (`EPIPE`), the disk
    /// is full (`ENOSPC`), any other error.
    func write(_ text: String) throws(StandardOutputFailure) {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else {
            return
        }
        let descriptor = fileDescriptor
        var failure: StandardOutputFailure?
        bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else {
                return
            }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno == EINTR || errno == EAGAIN {
                    continue
                } else {
                    failure = StandardOutputFailure(errorNumber: errno)
                    return
                }
            }
        }
        if let failure {
            throw failure
        }
    }

    /// Whether the descriptor is a terminal.
    var isTerminal: Bool {
        isatty(fileDescriptor) == 1
    }

    private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc) || canImport(Musl)
            return Glibc.write(descriptor, pointer, count)
        #else
            return Darwin.write(descriptor, pointer, count)
        #endif
    }
}
