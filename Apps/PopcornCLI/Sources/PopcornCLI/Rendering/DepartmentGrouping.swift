/// Groups crew members by department for credits views: the leading departments first, in
/// their order, then the rest alphabetically; each group keeps the order it was given.
enum DepartmentGrouping {
    /// Departments listed first, in this order.
    static let leadingDepartments = ["Directing", "Writing", "Production"]

    /// `members` grouped by `department` (an empty one counts as `Other`).
    static func group<Member>(
        _ members: [Member],
        by department: (Member) -> String
    ) -> [(department: String, members: [Member])] {
        var groups: [String: [Member]] = [:]
        for member in members {
            let name = department(member)
            groups[name.isEmpty ? "Other" : name, default: []].append(member)
        }
        return groups.keys.sorted(by: order).map { ($0, groups[$0] ?? []) }
    }

    private static func order(_ lhs: String, _ rhs: String) -> Bool {
        let left = leadingDepartments.firstIndex(of: lhs) ?? leadingDepartments.count
        let right = leadingDepartments.firstIndex(of: rhs) ?? leadingDepartments.count
        return left != right ? left < right : lhs < rhs
    }
}
