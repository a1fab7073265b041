/// One record of a CSV text, with the line it starts on so that a message about it can point there
/// (a quoted field may hold newlines, so records and lines differ).
public struct CSVRecord: Equatable, Sendable {
    /// The 1-based line of the text the record starts on.
    public let line: Int
    /// The fields, unquoted (`""` read as `"`).
    public let fields: [String]

    public init(line: Int, fields: [String]) {
        self.line = line
        self.fields = fields
    }
}
