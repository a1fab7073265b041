import CoreCSV
import Testing

@Suite("CSVTable")
struct CSVTableTests {
    @Test("the header's names are trimmed and looked up lowercased, the first of a repeated name winning")
    func header() throws {
        let table = try CSVTable(" Tmdb_ID ,kind,KIND\n550,movie,tv\n")

        #expect(table.names == ["Tmdb_ID", "kind", "KIND"])
        #expect(table.columns == ["tmdb_id": 0, "kind": 1])
        #expect(table.has(["tmdb_id", "kind"]))
        #expect(!table.has(["tmdb_id", "title"]))
        #expect(try table.rows().map { $0.value("kind") } == ["movie"])
    }

    @Test("a row with another number of fields than the header is refused on its line; an empty text on line 1")
    func refusals() throws {
        #expect(throws: CSVError(line: 3, reason: "the row has 1 fields where the header has 2")) {
            try CSVTable("a,b\n1,2\n3\n").rows()
        }
        #expect(throws: CSVError(line: 1, reason: "the file is empty")) { try CSVTable("") }
    }
}
