import DataPersistence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A write to standard output failed. A reader that went away (`popcorn movie popular | head -1`,
/// `EPIPE`) is not a failure: the program just stops writing and exits 0. Anything else (a full
/// disk, `> /dev/full`, an I/O error) is: the output the user asked for was lost, so it exits 74.
struct StandardOutputFailure: Error, Equatable {
    /// The `errno` the failed write reported.
    let errorNumber: Int32
    /// What the command had already changed when its report could not be written (`the import was
    /// made`), said after the cause so nobody takes the change for undone; `nil` for a command
    /// that changed nothing.
    var madeChange: String?

    init(errorNumber: Int32, madeChange: String? = nil) {
        self.errorNumber = errorNumber
        self.madeChange = madeChange
    }

    /// Whether the reader went away (a closed pipe), which ends the program quietly.
    var isClosedPipe: Bool {
        errorNumber == EPIPE
    }

    /// The failure said as the one error line: `could not write the output: no space left on device`.
    var failure: CLIFailure {
        CLIFailure(
            .userData,
            "could not write the output: \(SystemErrorMessage.text(errno: errorNumber))"
                + (madeChange.map { "; \($0)" } ?? ""))
    }
}
