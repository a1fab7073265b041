/// A failure the program explains in one line on standard error before exiting with ``status``.
struct CLIFailure: Error, Equatable, CustomStringConvertible {
    /// The exit code.
    let status: PopcornExitStatus
    /// What happened and what to do, without the `popcorn: error:` prefix.
    let message: String

    init(_ status: PopcornExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    var description: String { message }
}
