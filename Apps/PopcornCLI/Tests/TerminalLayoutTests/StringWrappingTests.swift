import TerminalLayout
import Testing

@Suite("String+Wrapping")
struct StringWrappingTests {
    @Test("words are kept whole, lines no wider than asked")
    func wrapsAtSpaces() {
        #expect("a sleepless numbed office worker".wrapped(to: 12) == ["a sleepless", "numbed", "office", "worker"])
        #expect("one two three".wrapped(to: 40) == ["one two three"])
    }

    @Test("a word longer than a line stands alone, and nothing gives no lines")
    func longWordsAndNothing() {
        #expect("supercalifragilistic is long".wrapped(to: 8) == ["supercalifragilistic", "is long"])
        #expect("   ".wrapped(to: 8).isEmpty)
    }

    @Test("wide characters count two columns")
    func wideCharacters() {
        #expect("千と千尋 の神隠し".wrapped(to: 9) == ["千と千尋", "の神隠し"])
    }
}
