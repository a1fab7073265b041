import Foundation

/// One department of a crew and its members, in the order every credits view lists them: the leading
/// departments first (``leadingDepartments``, in that order), then the rest by name.
///
/// Each context's credits models carry their crew grouped this way, so `--json` and every front end show
/// the same departments in the same order without working them out again.
public struct CrewDepartmentGroup<Member: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    /// The department, e.g. `Directing`; ``otherDepartment`` for members TMDb gives no department.
    public let department: String
    /// The department's members, in the order the crew lists them.
    public let members: [Member]

    public init(department: String, members: [Member]) {
        self.department = department
        self.members = members
    }

    /// The departments listed first, in this order.
    public static var leadingDepartments: [String] { ["Directing", "Writing", "Production"] }

    /// The department members with an empty department are listed under.
    public static var otherDepartment: String { "Other" }

    /// `members` grouped by `department`: the leading departments first, then the rest by name, each
    /// group keeping the members' order.
    public static func groups(of members: [Member], by department: (Member) -> String) -> [CrewDepartmentGroup] {
        var groups: [String: [Member]] = [:]
        for member in members {
            let name = department(member)
            groups[name.isEmpty ? otherDepartment : name, default: []].append(member)
        }
        return groups.keys.sorted(by: precedes).map { CrewDepartmentGroup(department: $0, members: groups[$0] ?? []) }
    }

    private static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let leading = leadingDepartments
        let left = leading.firstIndex(of: lhs) ?? leading.count
        let right = leading.firstIndex(of: rhs) ?? leading.count
        return left != right ? left < right : lhs < rhs
    }
}
