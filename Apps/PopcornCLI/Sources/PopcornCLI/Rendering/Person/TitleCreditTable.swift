import TerminalLayout

/// Aligned rows of titles: `  1999  movie  Fight Club  Tyler Durden  id 550`, every column
/// measured before styling and kept within the width; long roles wrap, a part at a time, under
/// their own column.
struct TitleCreditTable: Sendable {
    /// The widest a title grows before it is cut.
    static let maximumTitleWidth = 30
    /// The narrowest the roles column shrinks to on a narrow terminal.
    static let minimumRolesWidth = 12

    let rows: [TitleCreditRow]

    /// The rows, each starting with two spaces, within `width`: on a narrow terminal the kind goes
    /// first (the trailing id or command says it too), then the title and the roles share what is
    /// left; the trailing id or command is never cut.
    func render(style: TextStyle, width: Int) -> [String] {
        let kindWidth = rows.map(\.kind.displayWidth).max() ?? 0
        let trailingWidth = rows.map(\.trailing.displayWidth).max() ?? 0
        let longestTitle = rows.map(\.title.displayWidth).max() ?? 0
        let longestRoles = rows.map(\.roles.displayWidth).max() ?? 0
        let fit = TableFit(
            width: width, fixed: 2 + 4 + 2 + 2 + 2 + trailingWidth, optional: [kindWidth + 2],
            longest: min(longestTitle, Self.maximumTitleWidth) + longestRoles,
            minimum: Self.minimumRolesWidth + 8)
        let room = fit.flexible
        let titleWidth = min(longestTitle, Self.maximumTitleWidth, max(room - Self.minimumRolesWidth, min(8, room)))
        let rolesWidth = max(0, min(room - titleWidth, longestRoles))
        let kind = fit.shows(0)
        let continuation = String(repeating: " ", count: 2 + 4 + 2 + (kind ? kindWidth + 2 : 0) + titleWidth + 2)
        return rows.flatMap { row in
            let roles = Self.pack(row.roleParts, width: rolesWidth)
            let first = (roles.first ?? "").padding(toLength: rolesWidth)
            let trailing = row.trailingIsCommand ? style.command(row.trailing) : style.identifier(row.trailing)
            let line =
                "  " + style.muted(row.year) + "  " + (kind ? row.kind.padding(toLength: kindWidth) + "  " : "")
                + row.title.truncated(to: titleWidth).padding(toLength: titleWidth) + "  " + style.muted(first)
                + "  " + trailing
            return [line] + roles.dropFirst().map { continuation + style.muted($0) }
        }
    }

    /// `parts` joined by spaces into lines of at most `width`, each part kept whole on one line
    /// (and cut when it alone is too long).
    static func pack(_ parts: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for part in parts.map({ $0.truncated(to: width) }) {
            if current.isEmpty {
                current = part
            } else if current.displayWidth + 1 + part.displayWidth <= width {
                current += " " + part
            } else {
                lines.append(current)
                current = part
            }
        }
        return lines + [current]
    }
}
