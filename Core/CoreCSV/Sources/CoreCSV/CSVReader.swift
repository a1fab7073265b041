import Foundation
import SwiftCSV

/// Reads CSV imports with SwiftCSV (RFC 4180: a field in double quotes holds commas,
/// line breaks and `""` for a quote; LF or CRLF line ends; a UTF-8 BOM ignored), and gives each record
/// the line it starts on, which SwiftCSV does not: a message about a record points there.
public enum CSVReader {
    /// Every record of `text`, blank lines skipped; an unclosed quote, a quote inside a field that is
    /// not quoted, or text after a closing quote is a ``CSVError`` naming the record's first line.
    public static func records(in text: String) throws(CSVError) -> [CSVRecord] {
        // Each record then ends at a line break: SwiftCSV drops a last field left empty at the very end.
        let body = text.last?.isNewline == false ? text + "\n" : text
        var rows: [[String]] = []
        do {
            let csv = try CSV<Enumerated>(string: body, delimiter: .comma, loadColumns: false, rowLimit: 0)
            try csv.enumerateAsArray(startAt: 0, rowLimit: nil) { rows.append($0) }
        } catch {
            throw CSVError(
                line: rows.reduce(1) { $0 + lineCount(of: $1) },
                reason: "a \" inside a field that is not quoted, or text after a closing quote (quote the whole "
                    + "field, and write a \" in it as \"\")")
        }
        var records: [CSVRecord] = []
        var line = 1
        for fields in rows {
            if fields != [""] {
                records.append(CSVRecord(line: line, fields: fields))
            }
            line += lineCount(of: fields)
        }
        // Quotes come in pairs around a field and inside one, so an odd count is a field never closed:
        // it runs to the end of the text, and is the last row's last field.
        if !body.utf8.count(where: { $0 == UInt8(ascii: "\"") }).isMultiple(of: 2), let last = rows.last {
            throw CSVError(
                line: line - lineCount(of: last),
                reason: "field \(last.count): a quoted field is never closed (a \" is missing)")
        }
        return records
    }

    /// The lines a row takes: the one it ends, and one more for each line break inside its fields
    /// (LF, CRLF or CR: what an editor counts, not the other breaks Unicode knows).
    private static func lineCount(of fields: [String]) -> Int {
        1 + fields.reduce(0) { $0 + $1.count(where: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) }
    }
}
