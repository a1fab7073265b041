import Testing

@testable import PopcornCLI

@Suite("ImportProgressLine")
struct ImportProgressLineTests {
    @Test("on a terminal, a long import's count rewrites one line, never counts back, and is cleared at the end")
    func rewritesOneLine() {
        let captured = CapturedConsole()
        let line = ImportProgressLine(errors: captured.console.errors, isTerminal: true)

        line.report(done: 0, total: 12)
        line.report(done: 2, total: 12)
        line.report(done: 1, total: 12)
        line.report(done: 12, total: 12)
        line.finish()
        line.finish()

        #expect(
            captured.errors
                == "\r\u{1B}[KLooking up films: 0 of 12" + "\r\u{1B}[KLooking up films: 2 of 12"
                + "\r\u{1B}[KLooking up films: 12 of 12" + "\r\u{1B}[K")
    }

    @Test("a short import, or a standard error that is not a terminal, gets nothing, not even the clearing")
    func quietWhenShortOrPiped() {
        let short = CapturedConsole()
        let piped = CapturedConsole()
        let shortLine = ImportProgressLine(errors: short.console.errors, isTerminal: true)
        let pipedLine = ImportProgressLine(errors: piped.console.errors, isTerminal: false)

        shortLine.report(done: 1, total: 9)
        shortLine.finish()
        pipedLine.report(done: 1, total: 500)
        pipedLine.finish()

        #expect(short.errors.isEmpty)
        #expect(piped.errors.isEmpty)
    }
}
