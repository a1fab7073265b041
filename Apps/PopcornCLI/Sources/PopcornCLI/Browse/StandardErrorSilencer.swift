#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps warnings (a stale cache, an unwritable history) from scribbling over the full-screen
/// browser: while it runs, standard error, when it is the same terminal, goes to /dev/null.
/// Standard error sent to a file or a pipe is left alone, so `2>log` still collects them.
struct StandardErrorSilencer {
    private let saved: Int32?

    static func silenceIfTerminal() -> StandardErrorSilencer {
        guard isatty(2) == 1 else {
            return StandardErrorSilencer(saved: nil)
        }
        let saved = dup(2)
        let null = open("/dev/null", O_WRONLY)
        guard saved >= 0, null >= 0 else {
            return StandardErrorSilencer(saved: nil)
        }
        dup2(null, 2)
        close(null)
        return StandardErrorSilencer(saved: saved)
    }

    /// Puts standard error back.
    func restore() {
        if let saved {
            dup2(saved, 2)
            close(saved)
        }
    }
}
