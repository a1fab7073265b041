import PopcornBrowse
import TerminalImages
import Testing

@testable import PopcornCLI

/// The poster a frame carries, drawn over the right of its lines in half blocks.
extension FrameWriterTests {
    static let red = RGBAColor(red: 255, green: 0, blue: 0)
    static let blue = RGBAColor(red: 0, green: 0, blue: 255)

    func pictureFrame(title: String = "title", picture: BrowseFramePicture?) -> BrowseFrame {
        BrowseFrame(
            lines: [title, "facts", "overview", "list"], selectedLine: nil, headingLines: [0], cursor: nil,
            picture: picture)
    }

    static let picture = BrowseFramePicture(
        line: 1, column: 6,
        cells: [[HalfBlockCell(top: red, bottom: blue)], [HalfBlockCell(top: blue, bottom: blue)]])

    @Test("each row of cells is drawn at its line and column, after the text lines")
    func drawsCells() throws {
        var writer = FrameWriter(colour: true)

        let output = writer.output(for: pictureFrame(picture: Self.picture))

        let first = try #require(output.range(of: "\u{1B}[2;7H\u{1B}[38;2;255;0;0;48;2;0;0;255m▀"))
        let second = try #require(output.range(of: "\u{1B}[3;7H\u{1B}[38;2;0;0;255;48;2;0;0;255m▀"))
        let lastText = try #require(output.range(of: "\u{1B}[4;1H"))
        #expect(lastText.upperBound < first.lowerBound && first.upperBound < second.lowerBound)
    }

    @Test("an unchanged poster is not sent again when other lines change")
    func keepsAnUnchangedPoster() {
        var writer = FrameWriter(colour: true)
        _ = writer.output(for: pictureFrame(picture: Self.picture))

        let output = writer.output(for: pictureFrame(title: "title 2", picture: Self.picture))

        #expect(output.contains("title 2"))
        #expect(!output.contains("▀"))
    }

    @Test("a poster gone (another screen) has its lines drawn again, so no cell is left behind")
    func clearsAPosterGone() {
        var writer = FrameWriter(colour: true)
        _ = writer.output(for: pictureFrame(picture: Self.picture))

        let output = writer.output(for: pictureFrame(picture: nil))

        #expect(output.contains("\u{1B}[2;1Hfacts") && output.contains("\u{1B}[3;1Hoverview"))
        #expect(!output.contains("▀"))
    }

    @Test("with 256 colours the cells use the palette")
    func palette() {
        var writer = FrameWriter(colour: true, pictureDepth: .palette256)

        #expect(writer.output(for: pictureFrame(picture: Self.picture)).contains("\u{1B}[38;5;196;48;5;21m▀"))
    }
}
