import TerminalImages
import Testing

@Suite("TerminalImageDetection")
struct TerminalImageDetectionTests {
    @Test(
        "the environment names the protocol of the terminals that say who they are",
        arguments: [
            (["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"], TerminalImageProtocol.kitty),
            (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"], .kitty),
            (["TERM": "xterm-ghostty"], .kitty),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "ghostty"], .kitty),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .kitty),
            (["TERM": "xterm-256color", "KONSOLE_VERSION": "230805"], .kitty),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .iterm),
            (["TERM": "foot"], .sixel),
            (["TERM": "foot-extra"], .sixel),
            (["TERM": "mlterm"], .sixel),
            (["TERM": "xterm-256color", "WT_SESSION": "a1b2"], .sixel),
            (["TERM": "linux"], .blocks),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"], .blocks),
            (["TERM": "dumb"], .off),
            ([:], .off),
        ])
    func namedByEnvironment(environment: [String: String], expected: TerminalImageProtocol) {
        #expect(TerminalImageDetection.protocolNamed(by: environment) == expected)
    }

    @Test("inside tmux or screen only half blocks are sure to show, whatever the terminal outside")
    func multiplexersGetBlocks() {
        let insideTmux = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"]
        #expect(TerminalImageDetection.protocolNamed(by: insideTmux) == .blocks)
        #expect(TerminalImageDetection.protocolNamed(by: ["TERM": "screen-256color"]) == .blocks)
    }

    @Test("a plain xterm cannot be told from its environment, so the terminal is asked")
    func plainXtermIsAsked() {
        #expect(TerminalImageDetection.protocolNamed(by: ["TERM": "xterm-256color"]) == nil)
        #expect(TerminalImageDetection.protocolNamed(by: ["TERM": "xterm", "COLORTERM": "truecolor"]) == nil)
    }

    @Test("the query asks kitty's graphics question first and the device attributes last")
    func queryShape() {
        let query = TerminalImageDetection.query
        #expect(query.hasPrefix("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"))
        #expect(query.hasSuffix("\u{1B}[c"))
    }

    @Test("a kitty graphics answer of OK means kitty, even when the device attributes list sixel too")
    func kittyAnswer() {
        let answer = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4;22c".utf8)
        #expect(TerminalImageDetection.protocolAnswered(by: answer) == .kitty)
        #expect(TerminalImageDetection.isComplete(answer))
    }

    @Test("device attributes listing 4 mean sixel; without 4, half blocks")
    func deviceAttributesAnswer() {
        #expect(TerminalImageDetection.protocolAnswered(by: Array("\u{1B}[?63;1;2;4;6;9;15;22c".utf8)) == .sixel)
        #expect(TerminalImageDetection.protocolAnswered(by: Array("\u{1B}[?62;22c".utf8)) == .blocks)
        #expect(TerminalImageDetection.protocolAnswered(by: Array("\u{1B}[?64;1;2;6;22c".utf8)) == .blocks)
        // The first parameter is the terminal's class: 4 there is a VT132, not sixel.
        #expect(TerminalImageDetection.protocolAnswered(by: Array("\u{1B}[?4;6c".utf8)) == .blocks)
    }

    @Test("a kitty error answer or half an answer is not kitty, and is not complete without the attributes")
    func partialAnswers() {
        let error = Array("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\".utf8)
        #expect(TerminalImageDetection.protocolAnswered(by: error) == .blocks)
        #expect(!TerminalImageDetection.isComplete(error))
        #expect(!TerminalImageDetection.isComplete(Array("\u{1B}[?62;4".utf8)))
    }

    @Test(
        "half blocks use 24-bit colour where COLORTERM says so or the terminal is known to, else 256",
        arguments: [
            (["TERM": "xterm-256color", "COLORTERM": "truecolor"], TerminalColourDepth.trueColour),
            (["TERM": "xterm-256color", "COLORTERM": "24bit"], .trueColour),
            (["TERM": "xterm-kitty"], .trueColour),
            (["TERM": "xterm-256color"], .palette256),
            (["TERM": "linux"], .palette256),
        ])
    func colourDepth(environment: [String: String], expected: TerminalColourDepth) {
        #expect(TerminalImageDetection.colourDepth(in: environment) == expected)
    }
}
