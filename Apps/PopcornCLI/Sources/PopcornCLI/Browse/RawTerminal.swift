import PopcornBrowse
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal `popcorn browse` draws on: raw mode (keys arrive one by one, unechoed) on the
/// alternate screen, the way full-screen programs leave the shell's scrollback alone. Whatever
/// ends the program (quitting, SIGTERM, SIGHUP, SIGINT, SIGQUIT, or a crash: a Swift runtime trap
/// is SIGILL or SIGTRAP) puts the terminal back as it was found: the settings saved on entry, the
/// main screen, a visible cursor.
final class RawTerminal: Sendable {
    /// The signals that end the program, after which the terminal must be restored.
    static let endingSignals = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS]

    /// Raised by SIGWINCH; the key reader turns it into a redraw.
    static let resized = Atomic<Bool>(false)

    /// Switches the terminal on standard input and output to raw mode and the alternate screen.
    /// Throws a usage failure (exit 64) when either is not a terminal.
    static func enter() throws(CLIFailure) -> RawTerminal {
        guard TerminalCheck.isInteractive else {
            throw TerminalCheck.notATerminal
        }
        var saved = termios()
        guard tcgetattr(0, &saved) == 0 else {
            throw CLIFailure(.usage, "browse could not read the terminal's settings")
        }
        TerminalRestore.save(saved)
        resized.store(false, ordering: .relaxed)  // Made now: a signal handler must not be the first to touch it.
        for number in endingSignals {
            signal(number, TerminalRestore.restoreAndReraise)
        }
        signal(SIGWINCH, { _ in RawTerminal.resized.store(true, ordering: .relaxed) })
        var raw = saved
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        tcsetattr(0, TCSAFLUSH, &raw)
        TerminalRestore.writeAll(TerminalRestore.enterSequence)
        return RawTerminal()
    }

    /// Puts the terminal back as it was found. Safe to call more than once.
    func leave() {
        TerminalRestore.restore()
        for number in Self.endingSignals + [SIGWINCH] {
            signal(number, SIG_DFL)
        }
    }

    /// The terminal's columns and rows now (80×24 when it does not say).
    func size() -> (width: Int, height: Int) {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes bytes to the terminal as they are.
    func write(_ text: String) {
        TerminalRestore.writeAll(Array(text.utf8))
    }
}
