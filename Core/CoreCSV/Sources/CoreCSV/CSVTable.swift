import Foundation

/// A CSV text read as a header and its records: the header's names (trimmed, as written) and each
/// column's index by its lowercased name, the first of a repeated name winning. What an import
/// looks at to tell which format it reads, before reading its rows.
public struct CSVTable: Sendable {
    /// The header record.
    public let header: CSVRecord
    /// The header's names, trimmed, in order.
    public let names: [String]
    /// Each column's index, by its lowercased name.
    public let columns: [String: Int]
    private let records: ArraySlice<CSVRecord>

    /// The table of `text`; an empty text (no header) is a ``CSVError`` on line 1.
    public init(_ text: String) throws(CSVError) {
        let records = try CSVReader.records(in: text)
        guard let header = records.first else {
            throw CSVError(line: 1, reason: "the file is empty")
        }
        self.header = header
        names = header.fields.map { $0.trimmingCharacters(in: .whitespaces) }
        var columns: [String: Int] = [:]
        for (index, name) in names.enumerated() where columns[name.lowercased()] == nil {
            columns[name.lowercased()] = index
        }
        self.columns = columns
        self.records = records.dropFirst()
    }

    /// Whether the header has every one of `names` (lowercased).
    public func has(_ names: Set<String>) -> Bool {
        names.isSubset(of: columns.keys)
    }

    /// The records after the header, each with as many fields as the header has names; a record
    /// with another count is a ``CSVError`` on its line.
    public func rows() throws(CSVError) -> [CSVRow] {
        var rows: [CSVRow] = []
        rows.reserveCapacity(records.count)
        for record in records {
            guard record.fields.count == names.count else {
                throw CSVError(
                    line: record.line,
                    reason: "the row has \(record.fields.count) fields where the header has \(names.count)")
            }
            rows.append(CSVRow(record: record, columns: columns))
        }
        return rows
    }
}
