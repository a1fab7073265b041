import Foundation

/// Reads CSV text as RFC 4180 writes it, for the watchlist's imports: comma-separated fields, a
/// field in double quotes holding commas, newlines and `""` (a quote), LF or CRLF line ends, a UTF-8
/// BOM at the start ignored and blank lines skipped. Each record keeps the line it starts on.
///
/// It walks the text's UTF-8 bytes once (every byte it looks for is ASCII), copying a field's bytes
/// only when the field is quoted.
struct CSVReader {
    private static let comma = UInt8(ascii: ",")
    private static let quote = UInt8(ascii: "\"")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let lineFeed = UInt8(ascii: "\n")

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index: Int
    private var line = 1
    /// The bytes of the quoted field being read, kept from field to field.
    private var buffer: [UInt8] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        index = hasBOM ? 3 : 0
    }

    /// Every record of `text`, blank lines skipped; an unclosed quote, or text between a closing quote
    /// and the next comma, is `malformedImport` naming the line the record starts on.
    static func records(in text: String) throws(WatchlistError) -> [CSVRecord] {
        var text = text
        let result = text.withUTF8 { bytes in
            var reader = CSVReader(bytes: bytes)
            return Result { () throws(WatchlistError) in try reader.readRecords() }
        }
        return try result.get()
    }

    private mutating func readRecords() throws(WatchlistError) -> [CSVRecord] {
        var records: [CSVRecord] = []
        while index < bytes.count {
            let recordLine = line
            var fields: [String] = []
            var isQuoted = false
            var atEnd = false
            while !atEnd {
                if index < bytes.count, bytes[index] == Self.quote {
                    isQuoted = true
                    fields.append(try quotedField(number: fields.count + 1, recordLine: recordLine))
                } else {
                    fields.append(unquotedField())
                }
                atEnd = try consumeSeparator(field: fields.count, recordLine: recordLine)
            }
            let isBlank = !isQuoted && fields.count == 1 && fields[0].allSatisfy { $0 == " " || $0 == "\t" }
            if !isBlank {
                records.append(CSVRecord(line: recordLine, fields: fields))
            }
        }
        return records
    }

    /// The field from `index` to the next comma or line end, as it is written.
    private mutating func unquotedField() -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.comma || byte == Self.lineFeed || (byte == Self.carriageReturn && isLineEnd(at: index)) {
                break
            }
            index += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// The quoted field opening at `index`, up to its closing quote, `""` read as `"`.
    private mutating func quotedField(number: Int, recordLine: Int) throws(WatchlistError) -> String {
        index += 1
        buffer.removeAll(keepingCapacity: true)
        var chunkStart = index
        while index < bytes.count {
            switch bytes[index] {
            case Self.quote where index + 1 < bytes.count && bytes[index + 1] == Self.quote:
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[chunkStart...index]))
                index += 2
                chunkStart = index
            case Self.quote:
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[chunkStart..<index]))
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case Self.lineFeed:
                line += 1
                index += 1
            default:
                index += 1
            }
        }
        throw .malformedImport(
            line: recordLine, reason: "field \(number): a quoted field is never closed (a \" is missing)")
    }

    /// Consumes what follows a field: a comma (`false`: another field follows), or a line end or the end
    /// of the text (`true`: the record ends). Anything else follows a closing quote, and is an error.
    private mutating func consumeSeparator(field: Int, recordLine: Int) throws(WatchlistError) -> Bool {
        guard index < bytes.count else {
            return true
        }
        switch bytes[index] {
        case Self.comma:
            index += 1
            return false
        case Self.lineFeed:
            index += 1
            line += 1
            return true
        case Self.carriageReturn where isLineEnd(at: index):
            index = min(index + 2, bytes.count)
            line += 1
            return true
        default:
            throw .malformedImport(
                line: recordLine,
                reason:
                    "field \(field): text after the closing quote (a quoted field ends at a comma or the line's end)"
            )
        }
    }

    /// Whether the carriage return at `position` ends a line: a line feed follows, or nothing does.
    private func isLineEnd(at position: Int) -> Bool {
        position + 1 == bytes.count || bytes[position + 1] == Self.lineFeed
    }
}
