import TerminalImages

/// A poster laid out on a frame: the cells of half blocks to draw from `line`, `column` (both from
/// 0) down, one row of cells a line. The text lines under it are blank there.
public struct BrowseFramePicture: Equatable, Sendable {
    public let line: Int
    public let column: Int
    public let cells: [[HalfBlockCell]]

    public init(line: Int, column: Int, cells: [[HalfBlockCell]]) {
        self.line = line
        self.column = column
        self.cells = cells
    }

    /// The frame lines it covers.
    public var lines: Range<Int> {
        line..<(line + cells.count)
    }
}
