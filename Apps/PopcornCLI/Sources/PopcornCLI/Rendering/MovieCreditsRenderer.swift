import CoreApplication
import MoviesApplication

/// The human view of `popcorn movie credits <ref>`: the cast, then the crew by department.
struct MovieCreditsRenderer: Sendable {
    /// Departments listed first, in this order; the rest follow alphabetically.
    static let leadingDepartments = ["Directing", "Writing", "Production"]

    let style: TextStyle

    /// The whole view, ending with a newline. `title` names the movie (`Fight Club (1999)`).
    func render(_ credits: CreditsDetails, title: String) -> String {
        var lines = [style.title("\(title) — cast and crew")]
        lines += ["", style.heading("Cast (\(credits.cast.count))")]
        if credits.cast.isEmpty {
            lines.append("  No cast listed.")
        } else {
            lines += CastTable.cast(credits.cast).render(style: style, indent: "  ")
        }
        lines += ["", style.heading("Crew (\(credits.crew.count))")]
        if credits.crew.isEmpty {
            lines.append("  No crew listed.")
        }
        let widths = CastTable.crew(credits.crew).columnWidths
        for (department, members) in Self.departments(credits.crew) {
            lines.append("  " + style.title(department))
            lines += CastTable.crew(members).render(style: style, indent: "    ", widths: widths)
        }
        lines += ["", "Details: " + style.command("popcorn movie \(credits.id)")]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The crew grouped by department (each keeping TMDb's order), leading departments first.
    static func departments(_ crew: [CrewMemberDetails]) -> [(department: String, members: [CrewMemberDetails])] {
        var groups: [String: [CrewMemberDetails]] = [:]
        for member in crew {
            let department = member.department.isEmpty ? "Other" : member.department
            groups[department, default: []].append(member)
        }
        return groups.keys.sorted(by: departmentOrder).map { ($0, groups[$0] ?? []) }
    }

    private static func departmentOrder(_ lhs: String, _ rhs: String) -> Bool {
        let left = leadingDepartments.firstIndex(of: lhs) ?? leadingDepartments.count
        let right = leadingDepartments.firstIndex(of: rhs) ?? leadingDepartments.count
        return left != right ? left < right : lhs < rhs
    }
}
