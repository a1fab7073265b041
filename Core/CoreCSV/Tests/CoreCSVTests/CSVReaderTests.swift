import CoreCSV
import Foundation
import Testing

@Suite("CSVReader")
struct CSVReaderTests {
    @Test("Fields are split at commas, one record per line, each with the line it is on")
    func splitsFieldsAndLines() throws {
        let records = try CSVReader.records(in: "tmdb_id,kind\n550,movie\n1396,tv\n")

        #expect(
            records == [
                CSVRecord(line: 1, fields: ["tmdb_id", "kind"]),
                CSVRecord(line: 2, fields: ["550", "movie"]),
                CSVRecord(line: 3, fields: ["1396", "tv"]),
            ])
    }

    @Test("A quoted field keeps its commas, line breaks and doubled quotes, read as one quote")
    func readsQuotedFields() throws {
        let records = try CSVReader.records(
            in: "\"Crouching Tiger, Hidden Dragon\",\"say \"\"hi\"\"\",\"two\nlines\"\n")

        #expect(
            records == [CSVRecord(line: 1, fields: ["Crouching Tiger, Hidden Dragon", "say \"hi\"", "two\nlines"])])
    }

    @Test("A quoted CRLF is kept in its field; a CRLF outside quotes ends the line")
    func readsCRLF() throws {
        let records = try CSVReader.records(in: "a,b\r\n\"one\r\ntwo\",c\r\nd,e")

        #expect(
            records == [
                CSVRecord(line: 1, fields: ["a", "b"]),
                CSVRecord(line: 2, fields: ["one\r\ntwo", "c"]),
                CSVRecord(line: 4, fields: ["d", "e"]),
            ])
    }

    @Test("A UTF-8 byte order mark at the start is not part of the first field")
    func ignoresByteOrderMark() throws {
        let records = try CSVReader.records(in: "\u{FEFF}Date,Name\n")

        #expect(records == [CSVRecord(line: 1, fields: ["Date", "Name"])])
    }

    @Test("Blank and whitespace-only lines are skipped, and still counted")
    func skipsBlankLines() throws {
        let records = try CSVReader.records(in: "\na,b\n\n  \r\n\t\nc,d\n\n")

        #expect(records == [CSVRecord(line: 2, fields: ["a", "b"]), CSVRecord(line: 6, fields: ["c", "d"])])
    }

    @Test("A record after a field of several lines starts on the line after that field ends")
    func countsLinesInsideQuotes() throws {
        let records = try CSVReader.records(in: "id,note\n1,\"one\ntwo\n\nthree\"\n2,x\n")

        #expect(records.map(\.line) == [1, 2, 6])
        #expect(records[1].fields == ["1", "one\ntwo\n\nthree"])
    }

    @Test("Empty fields, a trailing comma and a quoted empty field are all empty fields")
    func readsEmptyFields() throws {
        let records = try CSVReader.records(in: ",a,,\n\"\",b,\n,")

        #expect(
            records == [
                CSVRecord(line: 1, fields: ["", "a", "", ""]), CSVRecord(line: 2, fields: ["", "b", ""]),
                CSVRecord(line: 3, fields: ["", ""]),
            ])
    }

    @Test("The last record ends at the end of the text without a final line break")
    func readsLastRecordWithoutLineBreak() throws {
        let records = try CSVReader.records(in: "a,b\nc,\"d\"")

        #expect(records == [CSVRecord(line: 1, fields: ["a", "b"]), CSVRecord(line: 2, fields: ["c", "d"])])
    }

    @Test("Text that is not ASCII is kept as written")
    func keepsOtherCharacters() throws {
        let records = try CSVReader.records(in: "Amélie,千と千尋の神隠し,\"Léon, the Professional\",\"5'2\"\"\"\n")

        let fields = ["Amélie", "千と千尋の神隠し", "Léon, the Professional", "5'2\""]
        #expect(records == [CSVRecord(line: 1, fields: fields)])
    }

    @Test("A quote inside a field that is not quoted is an error naming its record's first line")
    func refusesQuoteInUnquotedField() {
        let reason =
            "a \" inside a field that is not quoted, or text after a closing quote (quote the whole field, and "
            + "write a \" in it as \"\")"
        #expect(throws: CSVError(line: 4, reason: reason)) {
            try CSVReader.records(in: "a,b\n\"c\nd\",e\nf,5'2\"\n")
        }
    }

    @Test("An empty text, or one of blank lines, has no records")
    func readsNothing() throws {
        #expect(try CSVReader.records(in: "").isEmpty)
        #expect(try CSVReader.records(in: "\u{FEFF}\n\r\n").isEmpty)
    }

    @Test("A quote never closed is an error naming the line its record starts on")
    func refusesUnterminatedQuote() {
        #expect(
            throws: CSVError(
                line: 3, reason: "field 2: a quoted field is never closed (a \" is missing)")
        ) {
            try CSVReader.records(in: "a,b\nc,d\ne,\"never\nclosed,\nat all\n")
        }
    }

    @Test("Text between a closing quote and the next comma is an error naming the record's first line")
    func refusesTextAfterClosingQuote() {
        let reason =
            "a \" inside a field that is not quoted, or text after a closing quote (quote the whole field, and "
            + "write a \" in it as \"\")"
        #expect(throws: CSVError(line: 2, reason: reason)) {
            try CSVReader.records(in: "a,b\nc,\"two\nlines\"x,d\n")
        }
    }
}
