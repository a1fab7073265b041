/// Why a CSV text could not be read: the line of the record at fault and what is wrong with it.
/// Each context's import wraps it in its own error (the watchlist's, the diary's `malformedImport`).
public struct CSVError: Error, Equatable, Sendable {
    /// The 1-based line the bad record starts on.
    public let line: Int
    /// What is wrong, such as `kind: "person" is not movie or tv`.
    public let reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }
}
