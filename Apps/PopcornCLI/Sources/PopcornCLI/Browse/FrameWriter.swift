import PopcornBrowse

/// Turns frames into terminal output, rewriting only the lines that changed since the last one.
/// The selected row is drawn in reverse video and headings in bold; colour (the title bar's)
/// only when colour is allowed, so `NO_COLOR` leaves a plain screen.
struct FrameWriter: Sendable {
    let colour: Bool
    private var previous: BrowseFrame?

    init(colour: Bool) {
        self.colour = colour
    }

    /// Forgets what is on screen, so the next frame is drawn whole (after a resize).
    mutating func invalidate() {
        previous = nil
    }

    /// The bytes that bring the screen from the last frame to `frame`.
    mutating func output(for frame: BrowseFrame) -> String {
        var output = previous == nil ? "\u{1B}[0m\u{1B}[2J" : ""
        output += "\u{1B}[?25l"
        for (index, line) in frame.lines.enumerated() where previous.map({ !same(line: index, $0, frame) }) ?? true {
            output += "\u{1B}[\(index + 1);1H" + style(line: index, in: frame) + line + "\u{1B}[0m"
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
