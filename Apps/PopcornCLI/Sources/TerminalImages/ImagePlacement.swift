/// How many terminal columns and rows a picture takes: what the layout reserves around a poster and what
/// every encoder is asked to fill.
public struct ImagePlacement: Equatable, Sendable {
    /// Cells across.
    public let columns: Int
    /// Cells down.
    public let rows: Int

    /// A placement of `columns` × `rows` cells, for callers that already know the box.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The largest box of at most `maximumColumns` × `maximumRows` cells that shows an `imageWidth` ×
    /// `imageHeight` picture in its own shape, given the pixel size of a cell; never smaller than 1 × 1,
    /// however thin the picture or small the limits (a limit below 1 counts as 1).
    public static func fit(
        imageWidth: Int, imageHeight: Int, maximumColumns: Int, maximumRows: Int, cell: CellSize
    ) -> ImagePlacement {
        let columnLimit = max(1, maximumColumns)
        let rowLimit = max(1, maximumRows)
        let pictureWidth = max(1, imageWidth)
        let pictureHeight = max(1, imageHeight)
        let cellWidth = max(1, cell.width)
        let cellHeight = max(1, cell.height)

        let rowsAtFullWidth = rounded(
            columnLimit * cellWidth * pictureHeight, dividedBy: pictureWidth * cellHeight)
        if rowsAtFullWidth <= rowLimit {
            return ImagePlacement(columns: columnLimit, rows: max(1, rowsAtFullWidth))
        }
        let columnsAtFullHeight = rounded(
            rowLimit * cellHeight * pictureWidth, dividedBy: pictureHeight * cellWidth)
        return ImagePlacement(columns: min(columnLimit, max(1, columnsAtFullHeight)), rows: rowLimit)
    }

    /// The pixels the placement covers with cells of `cell`'s size: the size to scale a picture to before
    /// sending it, so that no more pixels travel than the terminal can show.
    public func pixelSize(cell: CellSize) -> (width: Int, height: Int) {
        (width: columns * cell.width, height: rows * cell.height)
    }

    /// `numerator / denominator` rounded half up, for positive numbers.
    private static func rounded(_ numerator: Int, dividedBy denominator: Int) -> Int {
        (2 * numerator + denominator) / (2 * denominator)
    }
}
