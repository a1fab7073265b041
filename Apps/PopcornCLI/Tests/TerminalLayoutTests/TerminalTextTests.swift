import TerminalLayout
import Testing

@Suite("TerminalText")
struct TerminalTextTests {
    @Test(
        "C0, DEL and C1 controls from the data become �; tabs and carriage returns a space; line breaks stay",
        arguments: [
            ("a\u{1B}[2Jb", "a�[2Jb"), ("\u{1B}]0;title\u{7}", "�]0;title�"), ("x\u{9B}5my", "x�5my"),
            ("a\tb\rc", "a b c"), ("one\ntwo", "one\ntwo"), ("del\u{7F}", "del�"), ("千と千尋 🎬", "千と千尋 🎬"),
        ])
    func neutralises(text: String, shown: String) {
        #expect(TerminalText.forTerminal(text) == shown)
    }

    @Test("The layout's own styling becomes real escapes; an ESC in the styled text does not")
    func writesStyling() {
        let styled = TerminalText.styled("Fight\u{1B}[5mClub", sgr: "1;4")

        #expect(TerminalText.forTerminal(styled) == "\u{1B}[1;4mFight�[5mClub\u{1B}[0m")
    }

    @Test("A style marker that does not open a style sequence is shown as �")
    func strayMarker() {
        let marker = String(Character(TerminalText.styleEscape))

        #expect(TerminalText.forTerminal("a" + marker + "]0;x") == "a�]0;x")
        #expect(TerminalText.forTerminal(marker + "[1") == "�[1")
    }

    @Test("A title cannot forge the layout's styling: U+FDD0 from the data is shown, never made an escape")
    func forgedStyle() {
        let marker = String(Character(TerminalText.styleEscape))
        let title = "Evil" + marker + "[5mBlink" + marker + "[8mHidden"

        let shown = TerminalText.forTerminal(TerminalText.styled(title, sgr: "1"))

        #expect(shown == "\u{1B}[1mEvil�[5mBlink�[8mHidden\u{1B}[0m")
    }

    @Test("A diagnostic line flattens line breaks and writes no styling")
    func plainLine() {
        #expect(TerminalText.plainLine("two\nlines\u{7}") == "two lines�")
        #expect(TerminalText.plainLine(TerminalText.styled("bold", sgr: "1")) == "bold")
    }

    @Test("Text without anything to change comes back as it was")
    func unchanged() {
        let text = "Fight Club (1999)\n  Released  1999-10-15\n"

        #expect(TerminalText.forTerminal(text) == text)
    }
}
