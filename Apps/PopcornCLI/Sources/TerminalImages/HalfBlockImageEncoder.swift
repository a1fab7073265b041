/// Draws a picture with `▀` (U+2580, upper half block), two pixels a cell: the fallback for terminals that
/// speak no image protocol, since every terminal with colour can show it.
public struct HalfBlockImageEncoder: Sendable {
    /// The colours the terminal can show, which decides the SGR form.
    public let depth: TerminalColourDepth

    /// An encoder sending `depth`'s colours.
    public init(depth: TerminalColourDepth) {
        self.depth = depth
    }

    /// The picture scaled to `columns` × `rows * 2` pixels and paired into cells, row by row, colours laid
    /// over black (a cell has no transparency): what a full-screen browser keeps to redraw from.
    public func cells(for image: RasterImage, columns: Int, rows: Int) -> [[HalfBlockCell]] {
        let width = max(1, columns)
        let height = max(1, rows)
        let scaled = image.scaled(width: width, height: height * 2)
        return (0..<height).map { row in
            (0..<width).map { column in
                HalfBlockCell(
                    top: scaled.colour(x: column, y: row * 2).overBlack,
                    bottom: scaled.colour(x: column, y: row * 2 + 1).overBlack)
            }
        }
    }

    /// The picture as `rows` lines of `columns` cells, each line starting with its colours and ending with
    /// a reset (`ESC[0m`), without a newline, so that the caller places each line where it wants.
    public func encode(_ image: RasterImage, columns: Int, rows: Int) -> [String] {
        cells(for: image, columns: columns, rows: rows).map(line(for:))
    }

    /// One row of cells as text: `▀` per cell, a colour sent only when it differs from the one before on
    /// the line, then a reset; empty for no cells.
    public func line(for cells: [HalfBlockCell]) -> String {
        guard !cells.isEmpty else {
            return ""
        }
        var line = ""
        var foreground = ""
        var background = ""
        for cell in cells {
            let top = parameters(for: cell.top.overBlack, layer: 38)
            let bottom = parameters(for: cell.bottom.overBlack, layer: 48)
            var changes: [String] = []
            if top != foreground {
                changes.append(top)
                foreground = top
            }
            if bottom != background {
                changes.append(bottom)
                background = bottom
            }
            if !changes.isEmpty {
                line += "\u{1B}[" + changes.joined(separator: ";") + "m"
            }
            line += "\u{2580}"
        }
        return line + "\u{1B}[0m"
    }

    /// The SGR parameters that set `colour` as foreground (`layer` 38) or background (48).
    private func parameters(for colour: RGBAColor, layer: Int) -> String {
        switch depth {
        case .trueColour:
            "\(layer);2;\(colour.red);\(colour.green);\(colour.blue)"
        case .palette256:
            "\(layer);5;\(XTermPalette.nearestIndex(to: colour))"
        }
    }
}
