import PeopleApplication
import Testing

@testable import PopcornCLI

@Suite("PersonListRenderer")
struct PersonListRendererTests {
    let renderer = PersonListRenderer(style: .plain, width: 80)

    func render(_ page: PersonPreviewDetailsPage) -> [String] {
        renderer.render(page, heading: "Popular people") { "popcorn person popular --page \($0)" }
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("Rows show the id, name, department and known-for titles, cut to the width")
    func rows() {
        let lines = render(.mock())
        #expect(lines[0] == "Popular people — page 1 of 2 (26 results)")
        #expect(lines[2] == "  100  Person 0   Directing  Fight Club, Se7en, The Curious Case of Benjamin Bu…")
        #expect(lines[3].hasPrefix("  101  Person 1   Acting     Fight Club"))
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test("The footer gives the next page and the command that opens a person")
    func footer() {
        let lines = render(.mock())
        #expect(lines.contains("Next page: popcorn person popular --page 2"))
        #expect(lines.contains("Details:   popcorn person <id>"))
    }

    @Test("The last page has no next page, and an empty one says so")
    func lastAndEmpty() {
        #expect(!render(.mock(page: 2, count: 6)).contains { $0.hasPrefix("Next page") })
        let empty = render(.mock(page: 1, totalPages: 0, totalResults: 0, count: 0))
        #expect(empty.contains("No people found."))
        #expect(!empty.contains { $0.hasPrefix("Details") })
    }

    @Test("A person without a department or titles still gets an aligned row")
    func sparse() {
        let page = PersonPreviewDetailsPage(
            page: 1, totalPages: 1, totalResults: 1, results: [PersonPreviewDetails(id: 7, name: "Nobody")])
        #expect(render(page)[2] == "  7  Nobody  ")
    }
}
