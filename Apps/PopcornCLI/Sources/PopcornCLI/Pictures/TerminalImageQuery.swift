import TerminalImages

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks the controlling terminal which pictures it draws, when the environment cannot tell: writes
/// ``TerminalImageDetection/query`` to `/dev/tty` in raw mode and reads the answer until the device
/// attributes arrive or ``timeoutMilliseconds`` pass, then puts the terminal's settings back (also
/// when a signal ends the program meanwhile). A job in the background does not ask: touching the
/// terminal would stop it.
enum TerminalImageQuery {
    /// How long a terminal may take to answer: a local one answers in a few milliseconds, one over
    /// ssh in a round trip.
    static let timeoutMilliseconds: Int32 = 400

    /// The terminal's answer, or `nil` when there is no terminal to ask (no `/dev/tty`, settings
    /// that cannot be read) or it said nothing in time.
    static func ask() -> [UInt8]? {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return nil
        }
        defer { close(descriptor) }
        var saved = termios()
        guard tcgetpgrp(descriptor) == getpgrp(), tcgetattr(descriptor, &saved) == 0 else {
            return nil
        }
        TerminalRestore.save(saved, descriptor: descriptor, leavesScreen: false)
        let handlers = RawTerminal.endingSignals.map { ($0, signal($0, TerminalRestore.restoreAndReraise)) }
        var answer: [UInt8] = []
        defer {
            // Keys typed after a whole answer stay for the shell; half an answer is dropped with
            // whatever came with it, so the rest of it cannot land on the prompt either.
            TerminalRestore.restore(keepingInput: TerminalImageDetection.isComplete(answer))
            for (number, handler) in handlers {
                signal(number, handler)
            }
        }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else {
            return nil
        }
        let query = Array(TerminalImageDetection.query.utf8)
        guard query.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == query.count else {
            return nil
        }
        var waited: Int32 = 0
        var byte: UInt8 = 0
        // Bounded by time and by length: keys held down never make an answer.
        while waited < timeoutMilliseconds, answer.count < 1024, !TerminalImageDetection.isComplete(answer) {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let step: Int32 = 20
            let ready = poll(&poller, 1, step)
            if ready > 0 {
                // A byte at a time, so that nothing after the answer's last byte is read.
                guard read(descriptor, &byte, 1) == 1 else {
                    break
                }
                answer.append(byte)
                continue
            } else if ready < 0 && errno != EINTR {
                break
            }
            waited += step
        }
        return answer.isEmpty ? nil : answer
    }
}
