import CoreCSV
import Testing

@Suite("CSVWriter")
struct CSVWriterTests {
    @Test(
        "A field holding a comma, a quote or a line break of any kind, or starting or ending with a space, is quoted, its quotes doubled; others are not",
        arguments: [
            ("Se7en", "Se7en"),
            ("Crouching Tiger, Hidden Dragon", "\"Crouching Tiger, Hidden Dragon\""),
            ("The \"Best\" Film", "\"The \"\"Best\"\" Film\""),
            ("one\ntwo", "\"one\ntwo\""),
            ("one\r\ntwo", "\"one\r\ntwo\""),
            ("it's 5' tall; fine", "it's 5' tall; fine"),
            ("one\u{2028}two", "\"one\u{2028}two\""), ("one\u{85}two", "\"one\u{85}two\""),
            ("  indented", "\"  indented\""), ("trailing ", "\"trailing \""), ("in between", "in between"),
        ])
    func quotesWhenNeeded(field: String, expected: String) {
        #expect(CSVWriter.quoted(field) == expected)
    }

    @Test("a line is its fields, quoted as needed, joined by commas and ended by a line break, and reads back whole")
    func lineReadsBack() throws {
        let fields = ["550", "Fight Club, the \"movie\"", "", " padded", "two\nlines"]

        let line = CSVWriter.line(fields)

        #expect(line == "550,\"Fight Club, the \"\"movie\"\"\",,\" padded\",\"two\nlines\"\n")
        #expect(try CSVReader.records(in: line).map(\.fields) == [fields])
    }
}
