import CoreApplication
import MoviesApplication
import TerminalLayout
import Testing

@testable import PopcornCLI

@Suite("CastTable")
struct CastTableTests {
    @Test("Cast rows keep the order given (the model's billing order) and show the person id")
    func castOrder() {
        let table = CastTable.cast(CreditsDetails.mock().cast)
        #expect(table.rows.prefix(2).map(\.personID) == [819, 287])
        #expect(
            table.render(style: .plain, indent: "", width: 80).first == "Edward Norton         The Narrator     id 819")
    }

    @Test("Given widths align several tables alike, and long roles are cut")
    func widths() {
        let table = CastTable(rows: [.init(name: "A", role: String(repeating: "r", count: 40), personID: 1)])
        let line = table.render(style: .plain, indent: "", width: 80, widths: (name: 3, role: 32)).first ?? ""
        #expect(line == "A    " + String(repeating: "r", count: 31) + "…  id 1")
    }

    @Test("Japanese and Korean names line up with English ones by display width")
    func wideNames() {
        let table = CastTable(rows: [
            .init(name: "柊瑠美", role: "千尋", personID: 1), .init(name: "Rumi Hiiragi", role: "Chihiro", personID: 22),
        ])

        #expect(
            table.render(style: .plain, indent: "  ", width: 80) == [
                "  柊瑠美        千尋     id 1", "  Rumi Hiiragi  Chihiro  id 22",
            ])
    }

    @Test("On a 40-column terminal the role and then the name are cut, and the id stays whole")
    func narrow() {
        let table = CastTable(rows: [
            .init(name: "Helena Bonham Carter", role: "Marla Singer, the tourist", personID: 1283)
        ])

        let lines = table.render(style: .plain, indent: "  ", width: 40)

        #expect(lines == ["  Helena Bonham…   Marla Singe…  id 1283"])
        #expect(lines.allSatisfy { $0.displayWidth <= 40 })
    }
}
