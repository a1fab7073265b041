import TerminalImages

/// One screen of the browser, as plain data: a title, lines about the thing shown (facts, an
/// overview), and a list whose selectable rows open other screens. Where the selection rests
/// and how far the list is scrolled travel with it, so going back finds it as it was left.
public struct BrowseScreen: Equatable, Sendable {
    /// What the screen shows, so it can be reloaded, put on the watchlist or opened on the web.
    public var target: BrowseTarget
    public var title: String
    /// Lines above the list, shown as they are (the renderer cuts them to the width).
    public var header: [String]
    public var rows: [BrowseRow]
    /// What the list says when it has no rows.
    public var emptyText: String
    /// The index in ``rows`` of the selected row, `nil` when no row is selectable.
    public var selection: Int?
    /// The index of the first list row on screen.
    public var scroll: Int = 0
    /// How far a paged list is loaded; `nil` for a screen that is not paged.
    public var paging: BrowsePaging?
    /// The TMDb path of the poster (a person's photo) a details screen shows beside its facts, once
    /// loaded; `nil` for a screen without one.
    public var picturePath: String?
    /// The poster, decoded, once the driver has it (``BrowseModel/attach(_:to:path:)``).
    public var picture: RasterImage?

    public init(
        target: BrowseTarget, title: String, header: [String] = [], rows: [BrowseRow],
        emptyText: String = "Nothing here.", paging: BrowsePaging? = nil, picturePath: String? = nil
    ) {
        self.picturePath = picturePath
        self.target = target
        self.title = title
        self.header = header
        self.rows = rows
        self.emptyText = emptyText
        self.paging = paging
        self.selection = rows.firstIndex(where: \.isSelectable)
    }

    /// Whether the selection rests on the last selectable row (or nothing is selectable).
    public var isAtLastRow: Bool {
        selection == rows.lastIndex(where: \.isSelectable)
    }

    /// The rows on show as `21-40 of 146`, for a paged list with rows; else `nil`.
    public func position(visibleRows: Int) -> String? {
        guard let paging, !rows.isEmpty else {
            return nil
        }
        let last = min(scroll + visibleRows, rows.count)
        return "\(scroll + 1)-\(last) of \(max(paging.totalResults, rows.count))"
    }

    /// The search screen before anything is typed (or once the text is deleted again).
    public static let emptySearch = BrowseScreen(
        target: .search(""), title: "Search", rows: [], emptyText: "Type to search.")

    /// The selected row's target.
    public var selectedTarget: BrowseTarget? {
        selection.flatMap { rows[$0].target }
    }

    /// Moves the selection `steps` selectable rows down (up when negative), stopping at the ends.
    public mutating func moveSelection(by steps: Int) {
        guard var index = selection else {
            return
        }
        let direction = steps < 0 ? -1 : 1
        for _ in 0..<abs(steps) {
            var candidate = index + direction
            while rows.indices.contains(candidate), !rows[candidate].isSelectable {
                candidate += direction
            }
            guard rows.indices.contains(candidate) else {
                break
            }
            index = candidate
        }
        selection = index
    }

    /// Selects the first (or last) selectable row.
    public mutating func selectEnd(last: Bool) {
        selection = last ? rows.lastIndex(where: \.isSelectable) : rows.firstIndex(where: \.isSelectable)
    }

    /// Scrolls so the selection is within `visibleRows` rows from ``scroll``.
    public mutating func keepSelectionVisible(visibleRows: Int) {
        guard visibleRows > 0 else {
            return
        }
        let anchor = selection ?? 0
        if anchor < scroll {
            // Show the heading just above the selection too, when there is one.
            scroll = anchor > 0 && !rows[anchor - 1].isSelectable ? anchor - 1 : anchor
        } else if anchor >= scroll + visibleRows {
            scroll = anchor - visibleRows + 1
        }
        scroll = max(0, min(scroll, max(0, rows.count - visibleRows)))
    }
}
