import Foundation

/// A row of an import file that names no title popcorn could find: where it is, and what it named.
public struct WatchlistUnresolvedRow: Equatable, Sendable, Codable {
    /// The 1-based line of the file the row starts on.
    public let line: Int
    /// What the row named, as a reader would read it: `"Fight Clubb" (1999)`, `movie 999999999`.
    public let description: String

    public init(line: Int, description: String) {
        self.line = line
        self.description = description
    }
}
