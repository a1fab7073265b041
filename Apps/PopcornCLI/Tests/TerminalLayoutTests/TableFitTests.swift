import TerminalLayout
import Testing

@Suite("TableFit")
struct TableFitTests {
    @Test("a wide terminal keeps every column and gives the title its longest cell")
    func wide() {
        let fit = TableFit(width: 120, fixed: 30, optional: [6, 8], longest: 25)

        #expect(fit == TableFit(flexible: 25, keeps: [true, true]))
    }

    @Test("the title takes what the other columns leave, down to its minimum")
    func shrinks() {
        let fit = TableFit(width: 60, fixed: 30, optional: [6, 8], longest: 25)

        #expect(fit.flexible == 16)
        #expect(fit.keeps == [true, true])
    }

    @Test("below the minimum, optional columns go in the order given, until the title has room")
    func givesUpColumns() {
        #expect(
            TableFit(width: 50, fixed: 30, optional: [6, 8], longest: 25)
                == TableFit(flexible: 12, keeps: [false, true]))
        #expect(
            TableFit(width: 40, fixed: 30, optional: [6, 8], longest: 25)
                == TableFit(flexible: 10, keeps: [false, false]))
    }

    @Test("a short title needs no column given up, and the maximum caps a long one")
    func shortAndCapped() {
        #expect(TableFit(width: 44, fixed: 30, optional: [6], longest: 5) == TableFit(flexible: 5, keeps: [true]))
        #expect(TableFit(width: 200, fixed: 30, longest: 90, maximum: 40).flexible == 40)
    }

    @Test("even a terminal too narrow for the fixed columns leaves the title one column")
    func tooNarrow() {
        #expect(TableFit(width: 20, fixed: 30, optional: [6], longest: 25) == TableFit(flexible: 1, keeps: [false]))
    }
}
