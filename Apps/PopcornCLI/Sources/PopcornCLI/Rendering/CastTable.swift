import CoreApplication
import MoviesApplication
import TerminalLayout

/// Aligned `name  role  id N` rows for cast and crew listings, measured before styling.
struct CastTable: Sendable {
    /// One row: the person's name, their character or job, and their TMDb person id.
    struct Row: Sendable, Equatable {
        let name: String
        let role: String
        let personID: Int
    }

    /// The widest a name or role column grows before it stops aligning.
    static let maximumColumnWidth = 32
    /// The narrowest the role column shrinks to before the name gives way on a narrow terminal.
    static let minimumRoleWidth = 12

    let rows: [Row]

    /// The name and role column widths that align every row of this table.
    /// The name and role columns' widths within `width` columns after `indent`: the role gives way
    /// first (down to 12 columns), then the name; the id is never cut.
    func columnWidths(width: Int, indent: Int) -> (name: Int, role: Int) {
        let idWidth = rows.map { "id \($0.personID)".count }.max() ?? 0
        let longestName = min(rows.map(\.name.displayWidth).max() ?? 0, Self.maximumColumnWidth)
        let longestRole = min(rows.map(\.role.displayWidth).max() ?? 0, Self.maximumColumnWidth)
        let roleRoom = width - (indent + longestName + 2 + 2 + idWidth)
        let role = min(longestRole, max(roleRoom, min(Self.minimumRoleWidth, longestRole)))
        let name = max(min(longestName, width - (indent + 2 + role + 2 + idWidth)), 1)
        return (name, role)
    }

    func render(style: TextStyle, indent: String, width: Int, widths: (name: Int, role: Int)? = nil) -> [String] {
        let (nameWidth, roleWidth) = widths ?? columnWidths(width: width, indent: indent.count)
        return rows.map { row in
            let name = row.name.truncated(to: nameWidth).padding(toLength: nameWidth)
            let role = row.role.truncated(to: roleWidth).padding(toLength: roleWidth)
            return indent + name + "  " + style.muted(role) + "  " + style.identifier("id \(row.personID)")
        }
    }

    /// Rows for cast members, in the order given (billing order).
    static func cast(_ members: [CastMemberDetails]) -> CastTable {
        CastTable(
            rows: members.map {
                Row(name: $0.name, role: $0.character.isEmpty ? "—" : $0.character, personID: $0.id)
            })
    }

    /// Rows for crew members, in the order given.
    static func crew(_ members: [CrewMemberDetails]) -> CastTable {
        CastTable(rows: members.map { Row(name: $0.name, role: $0.job, personID: $0.id) })
    }
}
