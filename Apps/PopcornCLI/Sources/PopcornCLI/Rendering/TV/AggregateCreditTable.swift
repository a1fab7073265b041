import TVSeriesApplication
import TerminalLayout

/// Aligned rows of aggregate credits: `name  role  62 episodes  id 17419`, a person's further
/// roles or jobs on the lines below, every column measured before styling and kept within the width.
struct AggregateCreditTable: Sendable {
    /// The widest a name grows before it is cut.
    static let maximumNameWidth = 24
    /// The narrowest the role column shrinks to on a narrow terminal.
    static let minimumPartWidth = 8

    let rows: [AggregateCreditRow]

    /// The column widths that align every row of this table within `width` after `indent`.
    func layout(indent: Int, width: Int) -> AggregateCreditLayout {
        let episodes = rows.map(\.episodes.count).max() ?? 0
        let identifier = rows.map(\.identifier.count).max() ?? 0
        let longestPart = rows.flatMap(\.parts).map(\.displayWidth).max() ?? 0
        let fixed = indent + 2 + 2 + episodes + 2 + identifier
        // The part (a character, a job) keeps a readable width; the name gives way first, and the
        // episodes and the id are never cut.
        let name = TableFit(
            width: width, fixed: fixed + min(longestPart, Self.minimumPartWidth),
            longest: rows.map(\.name.displayWidth).max() ?? 0, maximum: Self.maximumNameWidth
        ).flexible
        let room = width - fixed - name
        let part = min(longestPart, max(room, min(longestPart, Self.minimumPartWidth)))
        return AggregateCreditLayout(name: name, part: part, episodes: episodes, identifier: identifier)
    }

    /// The rows, each prefixed with `indent`, aligned to `layout` (by default this table's own
    /// within `width`).
    func render(style: TextStyle, indent: String, width: Int, layout: AggregateCreditLayout? = nil) -> [String] {
        let layout = layout ?? self.layout(indent: indent.count, width: width)
        let continuation = indent + String(repeating: " ", count: layout.name + 2)
        return rows.flatMap { row in
            let name = row.name.truncated(to: layout.name).padding(toLength: layout.name)
            let parts = row.parts.map { $0.truncated(to: layout.part) }
            let first = (parts.first ?? "").padding(toLength: layout.part)
            let line =
                indent + name + "  " + style.muted(first) + "  "
                + row.episodes.leftPadding(toLength: layout.episodes) + "  " + style.identifier(row.identifier)
            return [line] + parts.dropFirst().map { continuation + style.muted($0) }
        }
    }

    /// Rows for the cast, in the order given (billing order).
    static func cast(_ members: [AggregateCastMemberDetails]) -> AggregateCreditTable {
        AggregateCreditTable(
            rows: members.map { member in
                AggregateCreditRow(
                    name: member.name,
                    parts: member.roles.map { ($0.character, $0.episodeCount) },
                    totalEpisodes: member.totalEpisodeCount,
                    personID: member.id
                )
            })
    }

    /// Rows for crew members, in the order given (most episodes first).
    static func crew(_ members: [AggregateCrewMemberDetails]) -> AggregateCreditTable {
        AggregateCreditTable(
            rows: members.map { member in
                AggregateCreditRow(
                    name: member.name,
                    parts: member.jobs.map { ($0.job, $0.episodeCount) },
                    totalEpisodes: member.totalEpisodeCount,
                    personID: member.id
                )
            })
    }
}
