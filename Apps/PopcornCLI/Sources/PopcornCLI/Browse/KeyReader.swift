import Foundation
import PopcornBrowse
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads keys from standard input on a thread of its own (reading blocks) and hands them to the
/// loop as ``BrowseEvent``s, with a ``BrowseEvent/resized`` whenever SIGWINCH was raised.
final class KeyReader: Sendable {
    private let stopped = Atomic<Bool>(false)
    private let events: AsyncStream<BrowseEvent>.Continuation

    init(events: AsyncStream<BrowseEvent>.Continuation) {
        self.events = events
    }

    func start() {
        let thread = Thread { [self] in
            readUntilStopped()
        }
        thread.start()
    }

    func stop() {
        stopped.store(true, ordering: .relaxed)
    }

    /// How long a read that ended inside an escape sequence waits for the rest before a lone
    /// escape byte counts as the Esc key.
    static let escapeWait: Int32 = 40

    private func readUntilStopped() {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 256)
        while !stopped.load(ordering: .relaxed) {
            if RawTerminal.resized.exchange(false, ordering: .relaxed) {
                events.yield(.resized)
            }
            var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, decoder.isWaiting ? Self.escapeWait : 100)
            if ready == 0, decoder.isWaiting {
                events.yield(.keys(decoder.flush()))
                continue
            }
            if ready < 0, errno != EINTR {
                events.yield(.inputClosed)
                return
            }
            guard ready > 0 else {
                continue  // A timeout, or EINTR from SIGWINCH: look at the flags again.
            }
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count > 0 {
                events.yield(.keys(decoder.keys(in: Array(buffer.prefix(count)))))
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                events.yield(.inputClosed)
                return
            }
        }
    }
}
