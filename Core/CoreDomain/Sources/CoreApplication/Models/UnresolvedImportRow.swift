import Foundation

/// A row of an import file that names no title popcorn could find: where it is, and what it named.
/// Every import that finds titles by name (the watchlist's, the diary's) lists these the same way.
public struct UnresolvedImportRow: Hashable, Sendable, Codable {
    /// The 1-based line of the file the row starts on.
    public let line: Int
    /// What the row named, as a reader would read it: `"Fight Clubb" (1999)`, `movie 999999999`.
    public let description: String

    public init(line: Int, description: String) {
        self.line = line
        self.description = description
    }

    /// How a row of `name` and `year` is described: `"Fight Clubb" (1999)`.
    public init(line: Int, name: String, year: Int?) {
        self.init(line: line, description: "\"\(name)\"" + (year.map { " (\($0))" } ?? ""))
    }
}
