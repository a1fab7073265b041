#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal settings saved on entering raw mode (`browse`, or the few hundred milliseconds a
/// picture's query takes), kept where a signal handler can reach them: restoring may only use calls
/// that are safe in a handler (`tcsetattr`, `write`), on memory set up before any signal could
/// arrive.
enum TerminalRestore {
    /// Alternate screen on, cursor hidden, line wrapping off (a character the terminal measures
    /// wider than we do must not wrap and scroll the screen), screen cleared.
    static let enterSequence = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[2J".utf8)
    /// Attributes reset, line wrapping on, cursor shown, main screen back. A `StaticString`: its
    /// bytes are in the binary, so a handler writes them without allocating.
    static let leaveSequence: StaticString = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var isSaved: sig_atomic_t = 0
    nonisolated(unsafe) private static var descriptor: Int32 = 0
    nonisolated(unsafe) private static var leavesScreen: sig_atomic_t = 1

    /// Keeps `settings` of the terminal open on `descriptor`, to put back on ``restore()``; `leavesScreen`
    /// when the alternate screen was entered too (`browse`), so that restoring leaves it.
    static func save(_ settings: termios, descriptor: Int32 = 0, leavesScreen: Bool = true) {
        saved = settings
        Self.descriptor = descriptor
        Self.leavesScreen = leavesScreen ? 1 : 0
        isSaved = 1
    }

    /// Restores the saved settings (and the main screen, when it was left), once. Input not read yet
    /// is dropped unless `keepingInput`, so nothing typed into raw mode (or a terminal's late answer)
    /// reaches the shell; a query answered in full keeps what was typed after it.
    static func restore(keepingInput: Bool = false) {
        guard isSaved == 1 else {
            return
        }
        isSaved = 0
        if leavesScreen == 1 {
            _ = write(1, leaveSequence.utf8Start, leaveSequence.utf8CodeUnitCount)
        }
        tcsetattr(descriptor, keepingInput ? TCSANOW : TCSAFLUSH, &saved)
    }

    /// The handler for the signals that end the program: restore, then die of the same signal,
    /// so the shell sees how the program ended.
    static let restoreAndReraise: @convention(c) (Int32) -> Void = { number in
        TerminalRestore.restore()
        signal(number, SIG_DFL)
        raise(number)
    }

    /// Writes all of `bytes` to standard output, retrying short writes.
    static func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(1, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno != EINTR && errno != EAGAIN {
                    return
                }
            }
        }
    }
}
