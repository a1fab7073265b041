import Foundation

/// One record of a CSV text, with the line it starts on so that a message about it can point there
/// (a quoted field may hold newlines, so records and lines differ).
struct CSVRecord: Equatable, Sendable {
    /// The 1-based line of the text the record starts on.
    let line: Int
    /// The fields, unquoted (`""` read as `"`).
    let fields: [String]
}
