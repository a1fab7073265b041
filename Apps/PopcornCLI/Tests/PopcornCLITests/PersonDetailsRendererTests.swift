import PeopleApplication
import Testing

@testable import PopcornCLI

@Suite("PersonDetailsRenderer")
struct PersonDetailsRendererTests {
    let renderer = PersonDetailsRenderer(style: .plain, width: 80)

    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("The view opens with the name, then the facts with the age of a living person")
    func living() {
        let text = renderer.render(.mock())
        #expect(lines(text)[0] == "Brad Pitt")
        for line in [
            "  Department      Acting",
            "  Born            1963-12-18 (age 61)",
            "  Place of birth  Shawnee, Oklahoma, USA",
            "  Also known as   William Bradley Pitt, 브래드 피트",
            "  IMDb            nm0000093",
        ] {
            #expect(text.contains(line + "\n"), "missing \(line) in\n\(text)")
        }
        #expect(!text.contains("Died"))
    }

    @Test("Someone who has died shows the death date with the age at death, and no current age")
    func dead() {
        let text = renderer.render(
            .mock(name: "Maya Angelou", birthday: .day("1928-04-04"), deathday: .day("2014-05-28"), age: 86))
        #expect(text.contains("  Born            1928-04-04\n"), "\(text)")
        #expect(text.contains("  Died            2014-05-28 (aged 86)\n"), "\(text)")
        #expect(!text.contains("(age "))
    }

    @Test("Unknown dates are left out")
    func noDates() {
        let text = renderer.render(.mock(birthday: nil, age: nil, alsoKnownAs: nil))
        #expect(!text.contains("Born"))
        #expect(!text.contains("Also known as"))
    }

    @Test("The biography is wrapped to the width")
    func biography() {
        let text = renderer.render(.mock())
        #expect(text.contains("\nWilliam Bradley \"Brad\" Pitt is an American actor and film producer. He has\n"))
    }

    @Test("Known-for rows show the year, kind, title, role and the command that opens each title")
    func knownFor() {
        let text = renderer.render(.mock(knownFor: [.fightClub(), .seven, .breakingBad]))
        let rows = lines(text).drop { $0 != "Known for" }.dropFirst().prefix { !$0.isEmpty }
        #expect(
            Array(rows) == [
                "  1999  movie  Fight Club    Tyler Durden                      popcorn movie 550",
                "  1995  movie  Se7en         Detective David Mills             popcorn movie 807",
                "  2008  tv     Breaking Bad  Walter White, Producer, Director  popcorn tv 1396",
                "                             (62 episodes)",
            ])
    }

    @Test("At most five titles are listed as known for")
    func knownForLimit() {
        let titles = (0..<8).map { _ in PersonTitleCreditsDetails.seven }
        let text = renderer.render(.mock(knownFor: titles))
        #expect(lines(text).filter { $0.hasSuffix("popcorn movie 807") }.count == 5)
    }

    @Test("Without known-for titles the section is left out")
    func noKnownFor() {
        #expect(!renderer.render(.mock(knownFor: [])).contains("Known for"))
        #expect(!renderer.render(.mock(knownFor: nil)).contains("Known for"))
    }

    @Test("The view ends with the command that lists every credit")
    func allCredits() {
        #expect(renderer.render(.mock()).hasSuffix("\nAll credits: popcorn person credits 287\n"))
    }

    @Test("Every line fits in 80 columns, even with long titles and roles")
    func width() {
        let long = PersonTitleCreditsDetails(
            mediaType: .movie, titleID: 1_234_567,
            title: "The Assassination of Jesse James by the Coward Robert Ford",
            characters: ["Jesse James", "A Very Long Character Name That Goes On And On And On Forever"],
            jobs: [PersonJobDetails(job: "Producer")])
        let text = renderer.render(.mock(knownFor: [long, .breakingBad]))
        #expect(lines(text).allSatisfy { $0.count <= 80 }, "\(text)")
        #expect(text.contains("popcorn movie 1234567"))
    }
}
