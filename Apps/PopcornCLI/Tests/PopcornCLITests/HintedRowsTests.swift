import Testing

@testable import PopcornCLI

@Suite("HintedRows")
struct HintedRowsTests {
    let rows = HintedRows(rows: [
        HintedRow(plain: "  1  One", styled: "  1  One", command: "open 1"),
        HintedRow(plain: "  2  Two", styled: "  2  Two", command: "open 2"),
    ])

    @Test("Rows end with their commands when every one fits")
    func fits() {
        let (lines, footer) = rows.render(style: .plain, width: 16, footerLabel: "Open:")
        #expect(lines == ["  1  One  open 1", "  2  Two  open 2"])
        #expect(footer == nil)
    }

    @Test("Otherwise the rows stand alone and the first command goes in a footer")
    func footer() {
        let (lines, footer) = rows.render(style: .plain, width: 15, footerLabel: "Open:")
        #expect(lines == ["  1  One", "  2  Two"])
        #expect(footer == "Open: open 1")
    }

    @Test("A row too wide even alone is cut to the width")
    func cut() {
        let wide = HintedRows(rows: [HintedRow(plain: "  a long row", styled: "  a long row", command: "x")])
        #expect(wide.render(style: .plain, width: 8, footerLabel: "Open:").lines == ["  a lon…"])
    }
}
