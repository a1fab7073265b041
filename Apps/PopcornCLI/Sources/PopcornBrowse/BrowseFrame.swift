/// One drawn screen as plain text: `lines` has exactly the terminal's height, each exactly its
/// width in columns, and says which line is which so the driver can style them (or not, under
/// `NO_COLOR`) without parsing text.
public struct BrowseFrame: Equatable, Sendable {
    public var lines: [String]
    /// The line of the selected row, drawn highlighted.
    public var selectedLine: Int?
    /// Heading lines (the title bar and list headings), drawn bold.
    public var headingLines: Set<Int>
    /// Where the cursor stands while a search is typed (line, column), else hidden.
    public var cursor: (line: Int, column: Int)?
    /// The web address the status line (the last line) shows, for a terminal that makes links.
    public var statusLink: String?
    /// A poster drawn over the right of the header's lines, in half blocks.
    public var picture: BrowseFramePicture?

    public init(
        lines: [String], selectedLine: Int?, headingLines: Set<Int>, cursor: (line: Int, column: Int)?,
        statusLink: String? = nil, picture: BrowseFramePicture? = nil
    ) {
        self.picture = picture
        self.lines = lines
        self.selectedLine = selectedLine
        self.headingLines = headingLines
        self.cursor = cursor
        self.statusLink = statusLink
    }

    public static func == (left: BrowseFrame, right: BrowseFrame) -> Bool {
        left.lines == right.lines && left.selectedLine == right.selectedLine
            && left.headingLines == right.headingLines && left.cursor?.line == right.cursor?.line
            && left.cursor?.column == right.cursor?.column && left.statusLink == right.statusLink
            && left.picture == right.picture
    }
}
