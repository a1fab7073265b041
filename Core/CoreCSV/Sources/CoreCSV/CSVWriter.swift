import Foundation

/// Writes CSV lines that ``CSVReader`` reads back as they were written: the exports' side of the
/// imports.
public enum CSVWriter {
    /// `fields` as one line ended by `"\n"`, each field ``quoted(_:)`` as needed.
    public static func line(_ fields: [String]) -> String {
        fields.map(quoted).joined(separator: ",") + "\n"
    }

    /// `field` as written in a CSV line: as it is, or in quotes when it holds `,`, `"`, a line break of
    /// any kind (CR, LF, and the others Unicode counts, which the reader ends a line at too), or
    /// starts or ends with a space (the reader trims an unquoted field's leading spaces).
    public static func quoted(_ field: String) -> String {
        let needsQuotes =
            field.contains { $0 == "," || $0 == "\"" || $0.isNewline }
            || field.first?.isWhitespace == true || field.last?.isWhitespace == true
        guard needsQuotes else {
            return field
        }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
