import TerminalLayout
import Testing

@Suite("TextWrapper")
struct TextWrapperTests {
    @Test("Lines break between words and never exceed the width")
    func wraps() {
        let text =
            "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression "
            + "into a shocking new form of therapy. Their concept catches on."
        let lines = TextWrapper(width: 30).lines(text)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 30 })
        #expect(lines.joined(separator: " ") == text)
    }

    @Test("A word longer than the width gets its own line, uncut")
    func longWord() {
        let lines = TextWrapper(width: 10).lines("short supercalifragilistic end")
        #expect(lines == ["short", "supercalifragilistic", "end"])
    }

    @Test("A CR LF or a lone CR breaks a paragraph as a LF does, each line indented")
    func windowsLineBreaks() {
        #expect(
            TextWrapper(width: 40, indent: "  ").lines("One.\r\n\r\nTwo.\rThree.") == [
                "  One.", "", "  Two.", "  Three.",
            ])
    }

    @Test("Paragraphs are kept and runs of spaces collapse")
    func paragraphs() {
        #expect(TextWrapper(width: 80).lines("one  two\n\nthree") == ["one two", "", "three"])
    }

    @Test("An indent is applied to every line and counted in the width")
    func indent() {
        let lines = TextWrapper(width: 12, indent: "    ").lines("alpha beta gamma")
        #expect(lines == ["    alpha", "    beta", "    gamma"])
    }

    @Test("Empty text gives no lines")
    func empty() {
        #expect(TextWrapper(width: 80).lines("  \n ").isEmpty)
        #expect(TextWrapper(width: 80).wrap("") == "")
    }
}
