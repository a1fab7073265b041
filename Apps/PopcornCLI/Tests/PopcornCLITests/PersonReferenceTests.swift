import Testing

@testable import PopcornCLI

@Suite("Person references")
struct PersonReferenceTests {
    @Test(
        "A person id or person URL gives the person's id",
        arguments: [
            "287", "https://www.themoviedb.org/person/287-brad-pitt", "themoviedb.org/de/person/287?language=de",
            "www.themoviedb.org/person/287",
        ])
    func personID(reference: String) throws {
        #expect(try ArgumentValues.personID(reference) == 287)
    }

    @Test("A movie URL given to a person command names the movie command")
    func movieToPerson() {
        let error = #expect(throws: ReferenceError.self) {
            try ArgumentValues.personID("https://www.themoviedb.org/movie/550-fight-club")
        }
        #expect(error?.description == "that URL is a movie, not a person; use 'popcorn movie 550'")
    }

    @Test("A TV URL given to a person command names the tv command")
    func tvToPerson() {
        let error = #expect(throws: ReferenceError.self) {
            try ArgumentValues.personID("https://www.themoviedb.org/tv/1396-breaking-bad/season/1")
        }
        #expect(error?.description.contains("use 'popcorn tv 1396'") == true)
    }

    @Test("A person URL given to a tv command names the person command")
    func personToTV() {
        let error = #expect(throws: ReferenceError.self) {
            try ArgumentValues.tvSeriesID("https://www.themoviedb.org/person/17419-bryan-cranston")
        }
        #expect(error?.description == "that URL is a person, not a TV series; use 'popcorn person 17419'")
    }

    @Test(
        "Rejected person references give person examples", arguments: ["brad", "0", "https://example.com/person/287"])
    func rejected(reference: String) {
        let error = #expect(throws: ReferenceError.self) { try ArgumentValues.personID(reference) }
        #expect(error?.description.contains("287") == true, "\(String(describing: error))")
    }
}
