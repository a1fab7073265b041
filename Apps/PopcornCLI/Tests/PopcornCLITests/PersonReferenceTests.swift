import ArgumentParser
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
        #expect(try ArgumentValues.reference([reference], kind: .person).id == 287)
    }

    @Test("A movie URL given to a person command names the movie command")
    func movieToPerson() {
        let error = #expect(throws: ValidationError.self) {
            try ArgumentValues.reference(["https://www.themoviedb.org/movie/550-fight-club"], kind: .person)
        }
        #expect(error?.message == "that URL is a movie, not a person; use 'popcorn movie 550'")
    }

    @Test("A TV URL given to a person command names the tv command")
    func tvToPerson() {
        let error = #expect(throws: ValidationError.self) {
            try ArgumentValues.reference(["https://www.themoviedb.org/tv/1396-breaking-bad/season/1"], kind: .person)
        }
        #expect(error?.message.contains("use 'popcorn tv 1396'") == true)
    }

    @Test("A person URL given to a tv command names the person command")
    func personToTV() {
        let error = #expect(throws: ValidationError.self) {
            try ArgumentValues.reference(["https://www.themoviedb.org/person/17419-bryan-cranston"], kind: .tv)
        }
        #expect(error?.message == "that URL is a person, not a TV series; use 'popcorn person 17419'")
    }

    @Test(
        "Rejected person references give person examples", arguments: ["0", "https://example.com/person/287"])
    func rejected(reference: String) {
        let error = #expect(throws: ValidationError.self) { try ArgumentValues.reference([reference], kind: .person) }
        #expect(error?.message.contains("287") == true, "\(String(describing: error))")
    }
}
