import CoreCSV
import Testing

@Suite("CSVRow")
struct CSVRowTests {
    func row(_ year: String) -> CSVRow {
        CSVRow(record: CSVRecord(line: 4, fields: [year]), columns: ["year": 0])
    }

    @Test("a year is four digits; an empty field is none, anything else is refused on its line naming the column")
    func year() throws {
        #expect(try row("1999").year("year", shownAs: "Year") == 1999)
        #expect(try row(" ").year("year") == nil)
        for text in ["95", "19999", "199x", "-999"] {
            #expect(throws: CSVError(line: 4, reason: "Year: \"\(text)\" is not a year like 1999")) {
                try row(text).year("year", shownAs: "Year")
            }
        }
    }
}
