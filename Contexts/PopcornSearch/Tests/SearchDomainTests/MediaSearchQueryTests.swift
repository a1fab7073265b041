import Foundation
import SearchDomain
import Testing

@Suite("MediaSearchQuery")
struct MediaSearchQueryTests {
    @Test("the text is trimmed of spaces and newlines")
    func trimsText() {
        #expect(MediaSearchQuery(text: "  fight club \n").text == "fight club")
    }

    @Test("the defaults search every kind, with no year, on page 1")
    func defaults() {
        let query = MediaSearchQuery(text: "dune")

        #expect(query.kind == .all)
        #expect(query.year == nil)
        #expect(query.page == 1)
    }

    @Test("a movie or series search keeps its year", arguments: [MediaSearchKind.movie, .tvSeries])
    func keepsYear(kind: MediaSearchKind) {
        #expect(MediaSearchQuery(text: "dune", kind: kind, year: 2021, page: 3).year == 2021)
    }

    @Test("a search of every kind or of people ignores the year", arguments: [MediaSearchKind.all, .person])
    func ignoresYear(kind: MediaSearchKind) {
        let query = MediaSearchQuery(text: "dune", kind: kind, year: 2021, page: 3)

        #expect(query.year == nil)
        #expect(query == MediaSearchQuery(text: "dune", kind: kind, page: 3))
    }

    @Test("an empty or whitespace-only text is blank", arguments: ["", " ", "\n\t  "])
    func blank(text: String) {
        #expect(MediaSearchQuery(text: text).isBlank)
    }

    @Test("a text with a word in it is not blank")
    func notBlank() {
        #expect(!MediaSearchQuery(text: " a ").isBlank)
    }
}
