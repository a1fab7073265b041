import TerminalImages
import Testing

@testable import PopcornCLI

@Suite("PictureProtocolChoice")
struct PictureProtocolChoiceTests {
    /// The choice on a terminal, asking nothing unless the test says what the terminal answers.
    func choice(
        _ environment: [String: String], terminal: Bool = true, json: Bool = false, noImages: Bool = false,
        colour: Bool = true, answer: [UInt8]? = nil
    ) throws -> (PictureProtocolChoice, asked: Bool) {
        var asked = false
        let choice = try PictureProtocolChoice.resolve(
            environment: environment, outputIsTerminal: terminal, outputsJSON: json, noImages: noImages,
            usesColour: colour,
            ask: {
                asked = true
                return answer
            })
        return (choice, asked)
    }

    @Test("nothing is drawn on a pipe or under --json, whatever POPCORN_IMAGES says, and nothing is asked")
    func neverOffATerminal() throws {
        let piped = try choice(["TERM": "xterm-kitty", "POPCORN_IMAGES": "kitty"], terminal: false)
        let json = try choice(["TERM": "xterm-kitty"], json: true)

        #expect(piped.0.imageProtocol == .off && piped.0.reason == "standard output is not a terminal")
        #expect(json.0.imageProtocol == .off && json.0.reason == "--json prints the document alone")
        #expect(!piped.asked && !json.asked)
    }

    @Test("--no-images and POPCORN_IMAGES=off turn pictures off")
    func turnedOff() throws {
        #expect(try choice(["TERM": "xterm-kitty"], noImages: true).0.reason == "--no-images")
        #expect(try choice(["TERM": "xterm-kitty", "POPCORN_IMAGES": "off"]).0.reason == "POPCORN_IMAGES=off")
    }

    @Test("POPCORN_IMAGES wins over the environment, in any case, without asking")
    func forced() throws {
        let forced = try choice(["TERM": "xterm-256color", "TMUX": "x", "POPCORN_IMAGES": "Sixel"])

        #expect(forced.0.imageProtocol == .sixel)
        #expect(!forced.asked)
    }

    @Test("a POPCORN_IMAGES naming no protocol is a configuration error (78) that lists the ones there are")
    func badValue() throws {
        #expect(throws: CLIFailure.self) { try choice(["POPCORN_IMAGES": "png"]) }
        #expect(try choice(["POPCORN_IMAGES": "png"], noImages: true).0.reason == "--no-images")
        do {
            _ = try PictureProtocolChoice.forcedProtocol(in: ["POPCORN_IMAGES": "png"])
            Issue.record("no failure")
        } catch {
            #expect(error.status == .configuration)
            #expect(
                error.message
                    == "POPCORN_IMAGES must be one of kitty|sixel|iterm|blocks|off, not 'png'; fix it or unset it")
        }
    }

    @Test("a terminal the environment names is not asked")
    func named() throws {
        let kitty = try choice(["TERM": "xterm-kitty"])

        #expect(kitty.0.imageProtocol == .kitty && !kitty.asked)
    }

    @Test("a terminal the environment cannot tell is asked, and its answer chooses; no answer means half blocks")
    func asked() throws {
        let sixel = try choice(["TERM": "xterm-256color"], answer: Array("\u{1B}[?62;4c".utf8))
        let silent = try choice(["TERM": "xterm-256color"], answer: nil)

        #expect(sixel.asked && sixel.0.imageProtocol == .sixel)
        #expect(silent.asked && silent.0.imageProtocol == .blocks)
    }

    @Test("half blocks need colour: with NO_COLOR nothing is drawn, but kitty still draws")
    func blocksNeedColour() throws {
        #expect(try choice(["TERM": "linux"], colour: false).0.imageProtocol == .off)
        #expect(try choice(["TERM": "xterm-kitty"], colour: false).0.imageProtocol == .kitty)
    }

    @Test("TERM=dumb draws nothing")
    func dumb() throws {
        let dumb = try choice(["TERM": "dumb"])

        #expect(dumb.0.imageProtocol == .off && dumb.0.reason == "TERM says the terminal draws no pictures")
    }
}
