/// A failure the program explains in one line on standard error before exiting with ``status``.
struct CLIFailure: Error, Equatable, CustomStringConvertible {
    /// The exit code.
    let status: PopcornExitStatus
    /// What happened and what to do, without the `popcorn: error:` prefix.
    let message: String
    /// Lines printed under the error line, as they are: the choices when a title matches several.
    let details: [String]

    init(_ status: PopcornExitStatus, _ message: String, details: [String] = []) {
        self.status = status
        self.message = message
        self.details = details
    }

    var description: String { message }
}
