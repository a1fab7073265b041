import CollectionsApplication
import Testing

@testable import PopcornCLI

@Suite("FilmCollectionCandidateTable")
struct FilmCollectionCandidateTableTests {
    let candidates = [
        FilmCollectionCandidate(id: 230, name: "The Godfather Collection"),
        FilmCollectionCandidate(id: 900_001, name: "Godfather Parodies Collection"),
    ]

    @Test("Each candidate is its name and the command that opens it, the commands aligned")
    func lines() {
        #expect(
            FilmCollectionCandidateTable(width: 80).lines(candidates) == [
                "  The Godfather Collection       popcorn collection 230",
                "  Godfather Parodies Collection  popcorn collection 900001",
            ])
    }

    @Test("On a narrow terminal the names are cut, never the commands, and a line break in a name is a space")
    func narrow() {
        let lines = FilmCollectionCandidateTable(width: 40).lines(
            candidates + [FilmCollectionCandidate(id: 7, name: "Two\nLines")])
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines[1] == "  Godfather…   popcorn collection 900001")
        #expect(lines[2].hasPrefix("  Two Lines "))
    }
}
