import Testing

@testable import PopcornCLI

@Suite("TerminalHyperlinks")
struct TerminalHyperlinksTests {
    @Test(
        "terminals known to make links of OSC 8 are recognised by what they set",
        arguments: [
            ["TERM_PROGRAM": "iTerm.app"], ["TERM_PROGRAM": "WezTerm"], ["VTE_VERSION": "7600"],
            ["KITTY_WINDOW_ID": "1"], ["WT_SESSION": "x"], ["TERM": "xterm-kitty"], ["TERM": "foot"],
        ])
    func supported(environment: [String: String]) {
        #expect(TerminalHyperlinks.areSupported(in: environment))
    }

    @Test(
        "any other terminal gets the address as plain text",
        arguments: [[:], ["TERM": "xterm-256color"], ["TERM": "screen"], ["VTE_VERSION": "4205"], ["TERM": "linux"]])
    func unsupported(environment: [String: String]) {
        #expect(!TerminalHyperlinks.areSupported(in: environment))
    }
}
