import PeopleApplication
import TerminalLayout

/// The human view of a page of people: a header, one row per person (id, name, department,
/// known-for titles), then the commands that open the next page and a person.
struct PersonListRenderer: Sendable {
    /// The widest a name grows before it is cut.
    static let maximumNameWidth = 24
    /// The widest a department grows before it is cut.
    static let maximumDepartmentWidth = 12

    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline.
    /// - Parameters:
    ///   - heading: What the page is, e.g. `Popular people`.
    ///   - nextPageCommand: The command that shows a given page of the same list.
    func render(_ page: PersonPreviewDetailsPage, heading: String, nextPageCommand: (Int) -> String) -> String {
        PreviewListRenderer(style: style, width: width, noun: "people", detailsCommand: "popcorn person <id>")
            .render(
                page: page.page, totalPages: page.totalPages, totalResults: page.totalResults,
                lines: rows(page.results), heading: heading, nextPageCommand: nextPageCommand)
    }

    /// One aligned row per person: `    287  Brad Pitt  Acting  Fight Club, Se7en`, cut to the width.
    func rows(_ people: [PersonPreviewDetails]) -> [String] {
        let idWidth = people.map { String($0.id).count }.max() ?? 1
        let departments = people.map { $0.knownForDepartment ?? "" }
        let departmentWidth = min(departments.map(\.displayWidth).max() ?? 0, Self.maximumDepartmentWidth)
        let nameWidth = TableFit(
            width: width, fixed: 2 + idWidth + 2 + 2 + departmentWidth,
            longest: people.map(\.name.displayWidth).max() ?? 0, maximum: Self.maximumNameWidth
        ).flexible
        let titlesWidth = width - (2 + idWidth + 2 + nameWidth + 2 + departmentWidth + 2)
        return zip(people, departments).map { person, department in
            let id = String(person.id).leftPadding(toLength: idWidth)
            let name = person.name.truncated(to: nameWidth).padding(toLength: nameWidth)
            let department = department.truncated(to: departmentWidth).padding(toLength: departmentWidth)
            let titles = person.knownForTitles.joined(separator: ", ").truncated(to: max(titlesWidth, 2))
            let line = "  " + style.identifier(id) + "  " + name + "  " + style.muted(department)
            return titles.isEmpty || titlesWidth < 2 ? line : line + "  " + titles
        }
    }
}
