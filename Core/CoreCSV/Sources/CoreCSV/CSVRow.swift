import Foundation

/// A record of an imported CSV, its fields looked up by header name: the one place that says how an
/// empty field reads and how a bad value is reported (its line, its column, its value).
public struct CSVRow: Sendable {
    public let record: CSVRecord
    /// Each column's index, by its lowercased header name.
    public let columns: [String: Int]

    public init(record: CSVRecord, columns: [String: Int]) {
        self.record = record
        self.columns = columns
    }

    /// The field of `column`, trimmed; `nil` when it is empty or the header has no such column.
    public func value(_ column: String) -> String? {
        guard let index = columns[column] else {
            return nil
        }
        let value = record.fields[index].trimmingCharacters(in: .whitespacesAndNewlines)
        return value.isEmpty ? nil : value
    }

    /// The field of `column`, trimmed, or a ``CSVError`` when it is empty.
    public func required(_ column: String, shownAs name: String? = nil) throws(CSVError) -> String {
        guard let value = value(column) else {
            throw CSVError(line: record.line, reason: "\(name ?? column): the field is empty")
        }
        return value
    }

    /// The field of `column` as the reader gave it (a quoted field whole, spaces and line breaks kept);
    /// `nil` when blank.
    public func verbatim(_ column: String) -> String? {
        value(column) == nil ? nil : columns[column].map { record.fields[$0] }
    }

    /// The field of `column` read by `parse`; `nil` when empty, a ``CSVError`` when `parse` cannot
    /// read it, saying it is not `form`.
    public func parsed<Value>(
        _ column: String, shownAs name: String? = nil, as form: String, parse: (String) -> Value?
    ) throws(CSVError) -> Value? {
        guard let text = value(column) else {
            return nil
        }
        guard let parsed = parse(text) else {
            throw malformed(name ?? column, text, form)
        }
        return parsed
    }

    /// The four-digit year in `column` (`1999`); `nil` when empty, a ``CSVError`` otherwise: how
    /// Letterboxd's exports (the watchlist's and the diary's) give a film's year.
    public func year(_ column: String, shownAs name: String? = nil) throws(CSVError) -> Int? {
        try parsed(column, shownAs: name, as: "a year like 1999") { text in
            text.utf8.count == 4 && text.utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 } ? Int(text) : nil
        }
    }

    /// `line 3: kind: "person" is not movie or tv`.
    public func malformed(_ column: String, _ value: String, _ form: String) -> CSVError {
        CSVError(line: record.line, reason: "\(column): \"\(value)\" is not \(form)")
    }
}
