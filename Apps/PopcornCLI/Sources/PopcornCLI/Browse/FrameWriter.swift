import PopcornBrowse
import TerminalImages

/// Turns frames into terminal output, rewriting only the lines that changed since the last one.
/// The selected row is drawn in reverse video and headings in bold; colour (the title bar's)
/// only when colour is allowed, so `NO_COLOR` leaves a plain screen. A web address in the status
/// line is made a link (OSC 8) on a terminal that makes links of them.
struct FrameWriter: Sendable {
    let colour: Bool
    /// Whether the terminal turns OSC 8 sequences into links (``TerminalHyperlinks``).
    let hyperlinks: Bool
    /// The colours a poster's half blocks are drawn in.
    let pictureDepth: TerminalColourDepth
    private var previous: BrowseFrame?

    init(colour: Bool, hyperlinks: Bool = false, pictureDepth: TerminalColourDepth = .trueColour) {
        self.colour = colour
        self.hyperlinks = hyperlinks
        self.pictureDepth = pictureDepth
    }

    /// Forgets what is on screen, so the next frame is drawn whole (after a resize).
    mutating func invalidate() {
        previous = nil
    }

    /// The bytes that bring the screen from the last frame to `frame`.
    mutating func output(for frame: BrowseFrame) -> String {
        var output = previous == nil ? "\u{1B}[0m\u{1B}[2J" : ""
        output += "\u{1B}[?25l"
        // A poster that moved, changed or went: the lines it covered or covers are drawn again.
        let pictureLines =
            previous?.picture == frame.picture
            ? [] : Set(previous?.picture?.lines ?? 0..<0).union(frame.picture?.lines ?? 0..<0)
        var drawn = false
        for (index, line) in frame.lines.enumerated()
        where pictureLines.contains(index) || (previous.map({ !same(line: index, $0, frame) }) ?? true) {
            output +=
                "\u{1B}[\(index + 1);1H" + style(line: index, in: frame) + linked(line, index, in: frame) + "\u{1B}[0m"
            drawn = drawn || frame.picture?.lines.contains(index) == true
        }
        if let picture = frame.picture, drawn || previous == nil {
            let encoder = HalfBlockImageEncoder(depth: pictureDepth)
            for (offset, row) in picture.cells.enumerated() {
                output += "\u{1B}[\(picture.line + offset + 1);\(picture.column + 1)H" + encoder.line(for: row)
            }
        }
        if let cursor = frame.cursor {
            output += "\u{1B}[\(cursor.line + 1);\(cursor.column + 1)H\u{1B}[?25h"
        }
        previous = frame
        return output
    }

    private func same(line index: Int, _ old: BrowseFrame, _ new: BrowseFrame) -> Bool {
        old.lines.indices.contains(index) && old.lines[index] == new.lines[index]
            && (old.selectedLine == index) == (new.selectedLine == index)
            && old.headingLines.contains(index) == new.headingLines.contains(index)
            && (index != new.lines.count - 1 || old.statusLink == new.statusLink)
    }

    /// The status line wrapped in an OSC 8 link to its web address, when there is one and the
    /// terminal makes links; any other line as it is. The address is popcorn's own
    /// (`https://www.themoviedb.org/movie/550`), never text from TMDb.
    private func linked(_ line: String, _ index: Int, in frame: BrowseFrame) -> String {
        guard hyperlinks, index == frame.lines.count - 1, let link = frame.statusLink,
            link.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else {
            return line
        }
        return "\u{1B}]8;;\(link)\u{1B}\\" + line + "\u{1B}]8;;\u{1B}\\"
    }

    private func style(line index: Int, in frame: BrowseFrame) -> String {
        if index == frame.selectedLine {
            return "\u{1B}[7m"
        }
        if index == 0 {
            return colour ? "\u{1B}[1;30;46m" : "\u{1B}[1;7m"
        }
        if frame.headingLines.contains(index) {
            return colour ? "\u{1B}[1;36m" : "\u{1B}[1m"
        }
        return ""
    }
}
