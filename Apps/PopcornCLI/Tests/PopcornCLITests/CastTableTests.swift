import CoreApplication
import MoviesApplication
import Testing

@testable import PopcornCLI

@Suite("CastTable")
struct CastTableTests {
    @Test("Cast rows follow billing order and show the person id")
    func castOrder() {
        let table = CastTable.cast(CreditsDetails.mock().cast)
        #expect(table.rows.prefix(2).map(\.personID) == [819, 287])
        #expect(table.render(style: .plain, indent: "").first == "Edward Norton         The Narrator     id 819")
    }

    @Test("Given widths align several tables alike, and long roles are cut")
    func widths() {
        let table = CastTable(rows: [.init(name: "A", role: String(repeating: "r", count: 40), personID: 1)])
        let line = table.render(style: .plain, indent: "", widths: (name: 3, role: 32)).first ?? ""
        #expect(line == "A    " + String(repeating: "r", count: 31) + "…  id 1")
    }
}
