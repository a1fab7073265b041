import CoreApplication
import PopcornBrowse
import Testing

@testable import PopcornCLI

@Suite("BrowseLoader")
struct BrowseLoaderTests {
    @Test("mixed results become rows that say their kind and year and open their screen")
    func mixedResults() {
        let rows = BrowseLoader.rows([.mockMovie(), .mockTVSeries(), .mockPerson()])

        #expect(rows.map(\.text) == ["Fight Club", "Breaking Bad", "Brad Pitt"])
        #expect(rows.map(\.detail).prefix(2) == ["movie 1999", "series 2008"])
        #expect(rows[2].detail.hasPrefix("person"))
        #expect(rows.map(\.target) == [.movie(550), .tvSeries(1396), .person(287)])
    }

    @Test("cast and crew rows open the person, with their character or job")
    func creditRows() {
        let credits = CreditsDetails.mock()

        let cast = BrowseLoader.castRows(credits.cast)
        let crew = BrowseLoader.crewRows(credits.directors)

        #expect(
            cast.first
                == BrowseRow(
                    credits.cast[0].name, detail: credits.cast[0].character, target: .person(credits.cast[0].id)))
        #expect(crew.allSatisfy { $0.detail == "Director" })
        let many = (1...40).map { CastMemberDetails.mock(id: $0, name: "Actor \($0)", character: "Role", order: $0) }
        #expect(BrowseLoader.castRows(many).count == BrowseLoader.listLimit)
    }

    @Test("a section has its heading only when it has rows")
    func sections() {
        #expect(BrowseLoader.section("Cast", []).isEmpty)
        #expect(BrowseLoader.section("Cast", [BrowseRow("A", target: .person(1))]).map(\.text) == ["Cast", "A"])
        #expect(BrowseLoader.section("Cast", [BrowseRow("A", target: .person(1))]).first?.isSelectable == false)
    }

    @Test("facts join on one line, leaving out what is missing or empty")
    func factsLine() {
        #expect(BrowseLoader.factsLine(["R", nil, "", "2h 19m"]) == "R · 2h 19m")
        #expect(BrowseLoader.factsLine([nil]) == "")
    }
}
