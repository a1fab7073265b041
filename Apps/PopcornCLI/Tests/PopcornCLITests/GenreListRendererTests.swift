import CoreApplication
import GenresDomain
import Testing

@testable import PopcornCLI

@Suite("GenreListRenderer")
struct GenreListRendererTests {
    func lines(_ document: GenreListsDocument, width: Int = 80) -> [String] {
        GenreListRenderer(style: .plain, width: width).render(document)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("Both kinds: movies first, each under its heading, a blank line between them")
    func bothKinds() {
        #expect(
            lines(.mock()) == [
                "Movie genres (3)",
                "",
                "  Action            28  popcorn discover movie --genre action",
                "  Drama             18  popcorn discover movie --genre drama",
                "  Science Fiction  878  popcorn discover movie --genre 'science fiction'",
                "",
                "Series genres (2)",
                "",
                "  Action & Adventure  10759  popcorn discover tv --genre 'action & adventure'",
                "  Sci-Fi & Fantasy    10765  popcorn discover tv --genre 'sci-fi & fantasy'",
                "",
            ])
    }

    @Test("Only the kind asked for is shown")
    func oneKind() {
        let series = lines(.mock(movie: nil))
        #expect(series.first == "Series genres (2)")
        #expect(!series.contains { $0.contains("Movie") || $0.contains("discover movie") })
        #expect(
            lines(.mock(tv: nil)).filter { $0.hasSuffix("genres (3)") || $0.hasSuffix("genres (2)") } == [
                "Movie genres (3)"
            ])
    }

    @Test("The command names the genre in lower case, quoted for the shell when it must be")
    func commands() {
        #expect(
            GenreListRenderer.discoverCommand(.movie, GenreDetails(id: 18, name: "Drama"))
                == "popcorn discover movie --genre drama")
        #expect(
            GenreListRenderer.discoverCommand(.tv, GenreDetails(id: 10768, name: "War & Politics"))
                == "popcorn discover tv --genre 'war & politics'")
        #expect(
            GenreListRenderer.discoverCommand(.movie, GenreDetails(id: 35, name: "Comédie"))
                == "popcorn discover movie --genre 'comédie'")
        #expect(
            GenreListRenderer.discoverCommand(.movie, GenreDetails(id: 1, name: "Kids' Stuff"))
                == #"popcorn discover movie --genre 'kids'\'' stuff'"#)
    }

    @Test("On a narrow terminal the rows stand alone and one command is shown under them")
    func narrow() {
        let narrow = lines(.mock(tv: nil), width: 40)
        #expect(narrow.contains("  Science Fiction  878"))
        #expect(narrow.contains("Discover by genre: popcorn discover movie --genre action"))
        #expect(narrow.filter { $0.contains("popcorn discover") }.count == 1)
    }

    @Test("An empty list says so")
    func empty() {
        #expect(lines(.mock(movie: [], tv: nil)) == ["Movie genres (0)", "", "TMDb lists no movie genres.", ""])
    }
}
