import GenresDomain
import Testing

@Suite("GenreMediaType")
struct GenreMediaTypeTests {
    @Test("the kinds are movie and tv, TMDb's words for its two genre lists")
    func rawValues() {
        #expect(GenreMediaType.allCases.map(\.rawValue) == ["movie", "tv"])
    }

    @Test("a kind reads back from its word, and nothing else is a kind", arguments: ["film", "series", "TV", ""])
    func parsing(word: String) {
        #expect(GenreMediaType(rawValue: "movie") == .movie)
        #expect(GenreMediaType(rawValue: "tv") == .tv)
        #expect(GenreMediaType(rawValue: word) == nil)
    }
}
