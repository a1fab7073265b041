import Testing

@testable import PopcornCLI

@Suite("StringProtocol.trimmingWhitespace")
struct StringProtocolWhitespaceTests {
    @Test(
        "spaces, tabs and line breaks at either end go, and what is between stays as typed",
        arguments: [
            ("550", "550"), ("  550 ", "550"), ("\t550\n", "550"), ("\r\n fight  club \u{2003}", "fight  club"),
            ("   ", ""), ("", ""), ("千と千尋の神隠し ", "千と千尋の神隠し"),
        ])
    func trims(text: String, expected: String) {
        #expect(text.trimmingWhitespace() == expected)
    }

    @Test("a substring trims the same way")
    func substrings() {
        let line = "x  S01E02  y"
        #expect(line.dropFirst().dropLast().trimmingWhitespace() == "S01E02")
    }
}
