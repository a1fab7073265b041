import PopcornBrowse
import Testing

@testable import PopcornCLI

@Suite("FrameWriter")
struct FrameWriterTests {
    private func frame(_ lines: [String], selected: Int? = 2) -> BrowseFrame {
        BrowseFrame(lines: lines, selectedLine: selected, headingLines: [0, 1], cursor: nil)
    }

    @Test("the first frame clears the screen and draws every line at its row")
    func drawsTheFirstFrameWhole() {
        var writer = FrameWriter(colour: true)

        let output = writer.output(for: frame(["title", "Cast", "› Brad Pitt"]))

        #expect(output.hasPrefix("\u{1B}[0m\u{1B}[2J"))
        #expect(output.contains("\u{1B}[1;1H"))
        #expect(output.contains("\u{1B}[3;1H\u{1B}[7m› Brad Pitt\u{1B}[0m"))
    }

    @Test("a later frame rewrites only the lines that changed, and the selection's move")
    func rewritesOnlyWhatChanged() {
        var writer = FrameWriter(colour: true)
        _ = writer.output(for: frame(["title", "Cast", "› Brad Pitt", "  Edward Norton"]))

        let output = writer.output(for: frame(["title", "Cast", "  Brad Pitt", "› Edward Norton"], selected: 3))

        #expect(!output.contains("\u{1B}[1;1H"))
        #expect(!output.contains("\u{1B}[2;1H"))
        #expect(output.contains("\u{1B}[3;1H  Brad Pitt"))
        #expect(output.contains("\u{1B}[4;1H\u{1B}[7m› Edward Norton"))
    }

    @Test("without colour only bold and reverse video are used, never a colour")
    func noColourMeansNoColourCodes() {
        var plain = FrameWriter(colour: false)
        var coloured = FrameWriter(colour: true)
        let lines = ["title", "Cast", "› Brad Pitt"]

        let withoutColour = plain.output(for: frame(lines))
        let withColour = coloured.output(for: frame(lines))

        #expect(!withoutColour.contains(";36m") && !withoutColour.contains(";46m"))
        #expect(withoutColour.contains("\u{1B}[1m") && withoutColour.contains("\u{1B}[7m"))
        #expect(withColour.contains("36m"))
    }

    @Test("after invalidate the next frame is drawn whole again, as after a resize")
    func invalidateRedrawsEverything() {
        var writer = FrameWriter(colour: false)
        let lines = frame(["title", "Cast", "› Brad Pitt"])
        _ = writer.output(for: lines)

        writer.invalidate()

        #expect(writer.output(for: lines).contains("\u{1B}[2J"))
    }

    @Test("the cursor is shown where the search is typed, and hidden otherwise")
    func cursor() {
        var writer = FrameWriter(colour: false)
        var typing = frame(["title", "Cast", " / fi"])
        typing.cursor = (line: 2, column: 5)

        #expect(writer.output(for: typing).hasSuffix("\u{1B}[3;6H\u{1B}[?25h"))
        #expect(!writer.output(for: frame(["title", "Cast", "x"])).contains("?25h"))
    }

    @Test("a web address in the status line is written as an OSC 8 link where the terminal makes links")
    func statusLink() {
        let lines = ["title", "Cast", " https://www.themoviedb.org/movie/550"]
        let linked = BrowseFrame(
            lines: lines, selectedLine: nil, headingLines: [0], cursor: nil,
            statusLink: "https://www.themoviedb.org/movie/550")
        var links = FrameWriter(colour: false, hyperlinks: true)
        var plain = FrameWriter(colour: false, hyperlinks: false)

        let output = links.output(for: linked)

        #expect(
            output.contains(
                "\u{1B}[3;1H\u{1B}]8;;https://www.themoviedb.org/movie/550\u{1B}\\ https://www.themoviedb.org/movie/550"
                    + "\u{1B}]8;;\u{1B}\\\u{1B}[0m"))
        #expect(!plain.output(for: linked).contains("\u{1B}]8;;"))
    }
}
