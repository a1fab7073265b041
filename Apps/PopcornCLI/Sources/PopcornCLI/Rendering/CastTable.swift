import CoreApplication
import MoviesApplication

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

    let rows: [Row]

    /// The name and role column widths that align every row of this table.
    var columnWidths: (name: Int, role: Int) {
        (
            min(rows.map(\.name.count).max() ?? 0, Self.maximumColumnWidth),
            min(rows.map(\.role.count).max() ?? 0, Self.maximumColumnWidth)
        )
    }

    /// The rows, each prefixed with `indent`, aligned to `widths` (by default this table's own).
    func render(style: TextStyle, indent: String, widths: (name: Int, role: Int)? = nil) -> [String] {
        let (nameWidth, roleWidth) = widths ?? columnWidths
        return rows.map { row in
            let name = row.name.padding(toLength: nameWidth)
            let role = row.role.truncated(to: Self.maximumColumnWidth).padding(toLength: roleWidth)
            return indent + name + "  " + style.muted(role) + "  " + style.identifier("id \(row.personID)")
        }
    }

    /// Rows for cast members, in billing order.
    static func cast(_ members: [CastMemberDetails]) -> CastTable {
        CastTable(
            rows: members.sorted { $0.order < $1.order }.map {
                Row(name: $0.name, role: $0.character.isEmpty ? "—" : $0.character, personID: $0.id)
            })
    }

    /// Rows for crew members, in the order given.
    static func crew(_ members: [CrewMemberDetails]) -> CastTable {
        CastTable(rows: members.map { Row(name: $0.name, role: $0.job, personID: $0.id) })
    }
}
