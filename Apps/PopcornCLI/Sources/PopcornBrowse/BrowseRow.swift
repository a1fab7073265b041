/// One line of a screen's list: what it says, a second column (a year, a character, a job), and
/// what Enter opens; a row without a target is a heading, which the selection skips.
public struct BrowseRow: Equatable, Sendable {
    public var text: String
    public var detail: String
    public var target: BrowseTarget?

    public init(_ text: String, detail: String = "", target: BrowseTarget? = nil) {
        self.text = text
        self.detail = detail
        self.target = target
    }

    /// A heading row (`Cast`, `Seasons`), never selected.
    public static func heading(_ text: String) -> BrowseRow {
        BrowseRow(text)
    }

    /// Whether the selection may rest on this row.
    public var isSelectable: Bool { target != nil }
}
