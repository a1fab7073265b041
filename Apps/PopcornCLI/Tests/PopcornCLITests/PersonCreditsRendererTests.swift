import PeopleApplication
import Testing

@testable import PopcornCLI

@Suite("PersonCreditsRenderer")
struct PersonCreditsRendererTests {
    let renderer = PersonCreditsRenderer(style: .plain, width: 80)

    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("One row per title in the order given, with year, kind, title, roles and the title's id")
    func rows() {
        let credits = PersonCreditsDetails(
            id: 287, name: "Brad Pitt", titles: [.fightClub(jobs: [PersonJobDetails(job: "Producer")]), .seven])
        let text = renderer.render(credits)
        #expect(lines(text)[0] == "Brad Pitt — every credit")
        #expect(lines(text)[2] == "Titles (2): 2 movies")
        #expect(lines(text)[3] == "  1999  movie  Fight Club  Tyler Durden, Producer  id 550")
        #expect(lines(text)[4] == "  1995  movie  Se7en       Detective David Mills   id 807")
    }

    @Test("A series row says tv and gives the episode count")
    func series() {
        let text = renderer.render(PersonCreditsDetails(id: 17419, name: "Bryan Cranston", titles: [.breakingBad]))
        #expect(text.contains("Titles (1): 1 series\n"), "\(text)")
        #expect(
            lines(text).contains { $0.contains("2008  tv  Breaking Bad") && $0.hasSuffix("id 1396") }, "\(text)")
        #expect(text.contains("(62 episodes)"), "\(text)")
    }

    @Test("The footer says how to open a title and the person")
    func footer() {
        let text = renderer.render(PersonCreditsDetails(id: 287, name: "Brad Pitt", titles: [.seven]))
        #expect(text.hasSuffix("\nOpen one: popcorn movie <id> | popcorn tv <id>\nDetails:  popcorn person 287\n"))
    }

    @Test("No credits say so, without the footer that opens one")
    func empty() {
        let text = renderer.render(PersonCreditsDetails(id: 1, name: "Person 1", titles: []))
        #expect(text.contains("  No credits listed.\n"))
        #expect(!text.contains("Open one"))
    }

    @Test("Undated titles leave the year blank and every line fits in 80 columns")
    func width() {
        let undated = PersonTitleCreditsDetails(
            mediaType: .tvSeries, titleID: 99_999_999, title: String(repeating: "Very Long Title ", count: 5),
            characters: [String(repeating: "Role ", count: 30)], episodeCount: 1)
        let text = renderer.render(PersonCreditsDetails(id: 1, name: "Someone", titles: [undated, .breakingBad]))
        #expect(lines(text).allSatisfy { $0.count <= 80 }, "\(text)")
        #expect(lines(text).contains { $0.hasPrefix("        tv  Very Long Title") && $0.hasSuffix("id 99999999") })
    }
}
