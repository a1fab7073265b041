/// The pixel size of one terminal cell: what turns a picture's pixels into the columns and rows it takes,
/// since a cell is usually about twice as tall as it is wide.
public struct CellSize: Equatable, Sendable {
    /// Pixels across one cell.
    public let width: Int
    /// Pixels down one cell.
    public let height: Int

    /// A cell of `width` × `height` pixels, as the terminal reports it (`TIOCGWINSZ` or `CSI 16 t`).
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// A typical cell, for terminals that do not say how big theirs are: 10 × 20 pixels keeps posters
    /// about the right shape in most fonts.
    public static let assumed = CellSize(width: 10, height: 20)

    /// The cell as the half-block fallback sees it: one pixel across, two down (`▀` splits it in two).
    public static let halfBlock = CellSize(width: 1, height: 2)
}
