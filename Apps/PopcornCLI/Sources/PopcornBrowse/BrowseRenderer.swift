import TerminalImages
import TerminalLayout

/// Lays a ``BrowseModel`` out on a terminal of a given size: title bar, tabs or the path walked,
/// the screen's header, its list scrolled to the selection, and a status line. Pure: the same
/// model and size give the same frame.
public struct BrowseRenderer: Sendable {
    public let width: Int
    public let height: Int

    /// The smallest terminal drawn; a smaller one gets a single line asking for more room.
    public static let minimumSize = (width: 40, height: 10)

    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }

    /// The rows of the list that fit under the current screen's header, for the model's paging.
    public func visibleRows(for model: BrowseModel) -> Int {
        max(1, height - 4 - headerLines(for: model.current).count)
    }

    public func frame(for model: BrowseModel) -> BrowseFrame {
        guard width >= Self.minimumSize.width, height >= Self.minimumSize.height else {
            let lines =
                ["Make the terminal larger (40×10 at least)".fitted(to: width)]
                + Array(repeating: String(repeating: " ", count: width), count: height - 1)
            return BrowseFrame(lines: lines, selectedLine: nil, headingLines: [], cursor: nil)
        }
        let screen = model.current
        let title = [screen.title, screen.position(visibleRows: visibleRows(for: model))]
            .compactMap { $0 }.joined(separator: " · ")
        var lines = [titleBar(title, banner: model.banner), navigationLine(for: model)]
        var headings: Set<Int> = [0]
        var selected: Int?
        var picture: BrowseFramePicture?
        if model.mode == .help {
            // A terminal too short for the whole help shows part of it, scrolled with ↑ ↓, and says
            // there is more below.
            let room = max(1, height - lines.count - 1)
            let first = min(model.helpScroll, max(0, Self.helpLines.count - room))
            var shown = Array(Self.helpLines.dropFirst(first).prefix(room))
            if first + room < Self.helpLines.count {
                shown[shown.count - 1] = "↓ j  more below"
            }
            lines += shown.map { "  " + $0 }
        } else {
            let header = headerLines(for: screen)
            if let placement = picturePlacement(for: screen), let image = screen.picture {
                picture = BrowseFramePicture(
                    line: lines.count, column: width - placement.columns - 1,
                    cells: HalfBlockImageEncoder(depth: .trueColour).cells(
                        for: image, columns: placement.columns, rows: placement.rows))
            }
            lines += header.map { " " + $0 }
            lines.append("")
            let room = height - lines.count - 1
            if screen.rows.isEmpty {
                lines.append("  " + (model.loading != nil ? "" : screen.emptyText))
            }
            let textColumn = self.textColumn(for: screen.rows)
            for index in screen.rows.indices.dropFirst(screen.scroll).prefix(room) {
                let row = screen.rows[index]
                if !row.isSelectable {
                    headings.insert(lines.count)
                    lines.append(" " + row.text)
                    continue
                }
                if index == screen.selection {
                    selected = lines.count
                }
                let marker = index == screen.selection ? "›" : " "
                let detail = row.detail.isEmpty ? "" : "  " + row.detail
                lines.append(" \(marker) " + row.text.fitted(to: textColumn) + detail)
            }
        }
        while lines.count < height - 1 {
            lines.append("")
        }
        lines = Array(lines.prefix(height - 1))
        var cursor: (Int, Int)?
        let status: String
        switch model.mode {
        case .typingSearch(let text):
            status = " / " + text
            cursor = (height - 1, min(width - 1, status.displayWidth))
        case .typingRating(_, let text):
            status = " " + Self.ratingPrompt + text
            cursor = (height - 1, min(width - 1, status.displayWidth))
        default:
            status = " " + (model.status ?? Self.hints(for: screen.target))
        }
        lines.append(status)
        return BrowseFrame(
            lines: lines.map { $0.fitted(to: width) }, selectedLine: selected, headingLines: headings, cursor: cursor,
            statusLink: model.mode == .browsing ? model.statusLink : nil, picture: picture)
    }

    /// The header's lines wrapped to the width, at most a third of the screen, so the list always
    /// has room; a cut overview ends in `…`. Beside a poster, the lines are as narrow as leaves it
    /// room, and as many as it is tall at least.
    func headerLines(for screen: BrowseScreen) -> [String] {
        let placement = picturePlacement(for: screen)
        let textWidth = width - 2 - (placement.map { $0.columns + 2 } ?? 0)
        let room = max(max(0, (height - 6) / 3), placement?.rows ?? 0)
        let wrapped = screen.header.flatMap { $0.wrapped(to: textWidth) }
        var kept = wrapped
        if wrapped.count > room, room > 0 {
            kept = Array(wrapped.prefix(room))
            kept[room - 1] += " …"
        }
        guard let placement else {
            return kept
        }
        kept = kept.map { $0.fitted(to: textWidth) }
        while kept.count < placement.rows {
            kept.append("")
        }
        return kept
    }

    /// The narrowest terminal a poster is drawn on: below it, the facts need the room.
    public static let pictureMinimumWidth = 70

    /// The tallest poster beside the facts, in rows: enough to tell it, not so much that the list
    /// under it has no room.
    public static let pictureMaximumRows = 14

    /// The fewest rows a poster is drawn in: smaller, it would be a smudge.
    public static let pictureMinimumRows = 4

    /// The size of the screen's poster in cells, within a third of the width and half the height
    /// left by the bars; `nil` when it has none (yet) or the terminal has no room for it.
    func picturePlacement(for screen: BrowseScreen) -> ImagePlacement? {
        guard let picture = screen.picture, width >= Self.pictureMinimumWidth else {
            return nil
        }
        let rows = min(Self.pictureMaximumRows, (height - 8) / 2)
        guard rows >= Self.pictureMinimumRows else {
            return nil
        }
        return ImagePlacement.fit(
            imageWidth: picture.width, imageHeight: picture.height, maximumColumns: width / 3, maximumRows: rows,
            cell: .halfBlock)
    }

    /// ` popcorn · <title>`, and on the right the banner (`demo catalog`) and `? help`.
    private func titleBar(_ title: String, banner: String?) -> String {
        let right = " " + (banner.map { $0 + "  " } ?? "") + "? help "
        return (" popcorn · " + title).fitted(to: width - right.displayWidth) + right
    }

    /// The tabs on the start screen; elsewhere the path walked, its oldest steps cut when long.
    private func navigationLine(for model: BrowseModel) -> String {
        if model.stack.count == 1 {
            let roomy =
                " "
                + BrowseTab.allCases.map { tab in
                    tab == model.tab ? "[\(tab.rawValue) \(tab.name)]" : " \(tab.rawValue) \(tab.name) "
                }
                .joined(separator: " ")
            guard roomy.displayWidth > width else {
                return roomy
            }
            // Too wide for the terminal: the tabs closer together, so that all of them show at 80 columns.
            return " "
                + BrowseTab.allCases.map { tab in
                    tab == model.tab ? "[\(tab.rawValue) \(tab.name)]" : "\(tab.rawValue) \(tab.name)"
                }
                .joined(separator: " ")
        }
        let path = model.stack.map(\.title).joined(separator: " › ")
        let room = width - 2
        guard path.displayWidth > room else {
            return " " + path
        }
        var tail = ""
        for character in path.reversed() {
            if (tail.displayWidth + character.displayWidth) > room - 1 {
                break
            }
            tail.insert(character, at: tail.startIndex)
        }
        return " …" + tail
    }

    /// The width of the rows' first column: their longest text, within two thirds of the line.
    private func textColumn(for rows: [BrowseRow]) -> Int {
        let longest = rows.filter(\.isSelectable).map(\.text.displayWidth).max() ?? 0
        return max(1, min(longest, (width - 3) * 2 / 3))
    }

    static let hints = "↑↓ move  ⏎ open  ⌫ back  / search  w watchlist  o web  q quit"

    /// The hints on the watchlist tab, whose entries can be marked and taken off.
    static let watchlistHints = "↑↓ move  ⏎ open  m watched  d remove  / search  o web  q quit"

    /// The hints on the progress tab, whose rows are the next episodes to watch.
    static let progressHints = "↑↓ move  ⏎ open  m watched  u undo  r rate  / search  q quit"

    /// What the status line asks while a rating is typed.
    static let ratingPrompt = "Rate 0.5–10 (empty clears): "

    /// The hints for the screen on show.
    static func hints(for target: BrowseTarget) -> String {
        switch target {
        case .home(.watchlist): watchlistHints
        case .home(.progress): progressHints
        default: hints
        }
    }

    static let helpLines = [
        "Keys", "",
        "↑ ↓  j k        move; past the last row, the next page", "PgUp PgDn g G   move by a page, to the ends",
        "⏎  → l          open the selected row", "⌫  ← h  Esc     back", "H               the start screen",
        "/               search movies, series and people as you type",
        "Tab ⇧Tab 1-8    the start screen's tabs, from any screen",
        "w               add to or take off the watchlist", "m  d            on the watchlist: watched, remove",
        "m  u            elsewhere: log a movie or episode watched today; undo the last",
        "r               rate a movie, series or episode (0.5 to 10)",
        "o               the page on themoviedb.org", "q  Ctrl-C       quit", "",
        "↑ ↓ scroll; any other key closes this help.",
    ]
}
