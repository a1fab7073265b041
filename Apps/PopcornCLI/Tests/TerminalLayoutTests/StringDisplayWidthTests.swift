import TerminalLayout
import Testing

@Suite("String+DisplayWidth")
struct StringDisplayWidthTests {
    @Test(
        "wide characters take two columns, combining marks none",
        arguments: [
            ("Fight Club", 10), ("千と千尋", 8), ("기생충", 6), ("e\u{301}", 1), ("Ｆｕｌｌ", 8), ("🎬", 2), ("", 0),
        ])
    func measures(text: String, width: Int) {
        #expect(text.displayWidth == width)
    }

    @Test(
        "ASCII is measured a column a byte, as each character is, controls and CR LF included",
        arguments: ["Fight Club (1999)", "tab\there", "a\r\nb", "bell\u{7}", "", "1\u{FE0F}\u{20E3} keycap"])
    func asciiAgreesWithCharacters(text: String) {
        #expect(text.displayWidth == text.reduce(0) { $0 + $1.displayWidth })
    }

    @Test("fitting pads short text and cuts long text with an ellipsis, by columns")
    func fits() {
        #expect("abc".fitted(to: 5) == "abc  ")
        #expect("abcdef".fitted(to: 5) == "abcd…")
        #expect("千と千尋の神隠し".fitted(to: 7) == "千と千…")
        #expect("千と千尋の神隠し".fitted(to: 7).displayWidth == 7)
        #expect("千と千尋".fitted(to: 6) == "千と…" + " ")
    }

    @Test("line breaks and tabs become spaces, so a row never wraps")
    func flattens() {
        #expect("a\nb\tc".fitted(to: 6) == "a b c ")
    }
}

extension StringDisplayWidthTests {
    @Test("control characters from the data never reach the terminal: each is drawn as �")
    func neutralisesControlCharacters() {
        let fitted = "Evil\u{1B}[2JTitle\u{7}".fitted(to: 16)

        #expect(!fitted.contains("\u{1B}"))
        #expect(!fitted.contains("\u{7}"))
        #expect(fitted == "Evil�[2JTitle�  ")
        #expect(fitted.displayWidth == 16)
    }
}
