import CollectionsApplication
import TerminalLayout
import Testing

@testable import PopcornCLI

@Suite("FilmCollectionRenderer")
struct FilmCollectionRendererTests {
    let renderer = FilmCollectionRenderer(style: .plain, width: 80)

    @Test("The whole screen: name, overview, then each movie's year, title, rating and command, in release order")
    func whole() {
        #expect(
            renderer.render(.mock()) == """
                The Godfather Collection

                The Corleone family across three films: Vito's rise in New York, Michael's hold
                on the family business, and what it costs him.

                4 movies, in release order
                  1972  The Godfather           8.7  popcorn movie 238
                  1974  The Godfather Part II   8.6  popcorn movie 240
                  1990  The Godfather Part III  7.4  popcorn movie 242
                        The Godfather Part IV     -  popcorn movie 999

                """)
    }

    @Test("At 40 columns the rating goes, titles are cut, and no command is")
    func narrow() {
        let lines = FilmCollectionRenderer(style: .plain, width: 40).render(.mock()).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(
            lines.suffix(4).map(String.init) == [
                "  1972  The Godfather  popcorn movie 238", "  1974  The Godfathe…  popcorn movie 240",
                "  1990  The Godfathe…  popcorn movie 242", "        The Godfathe…  popcorn movie 999",
            ])
    }

    @Test("Without an overview the movies follow the name; without movies it says so")
    func sparse() {
        let noOverview = renderer.render(.mock(overview: nil))
        #expect(noOverview.hasPrefix("The Godfather Collection\n\n4 movies, in release order\n"))
        #expect(
            renderer.render(.mock(overview: "", parts: []))
                == "The Godfather Collection\n\nTMDb lists no movies in it yet.\n")
    }

    @Test("One movie is one movie")
    func singular() {
        let text = renderer.render(
            .mock(parts: [.mock(id: 238, title: "The Godfather", releaseYear: 1972, rating: 8.7)]))
        #expect(text.hasSuffix("\n1 movie, in release order\n  1972  The Godfather  8.7  popcorn movie 238\n"))
    }

    @Test("A title with a line break or an escape from TMDb stays on its row and reaches the terminal harmless")
    func hostileTitle() {
        let hostile = FilmCollectionDetails.mock(
            parts: [.mock(id: 1, title: "Line\nBreak\u{1B}[2J", releaseYear: 2000, rating: 5)])
        let text = TerminalText.forTerminal(renderer.render(hostile))
        #expect(text.hasSuffix("\n  2000  Line Break\u{FFFD}[2J  5.0  popcorn movie 1\n"))
        #expect(!text.contains("\u{1B}"))
    }

    @Test("Colour styles the name, heading, rating and commands only when enabled")
    func colour() {
        let coloured = FilmCollectionRenderer(style: TextStyle(isEnabled: true), width: 80).render(.mock())
        let text = TerminalText.forTerminal(coloured)
        #expect(text.contains("\u{1B}[1mThe Godfather Collection\u{1B}[0m"))
        #expect(text.contains("\u{1B}[32mpopcorn movie 238\u{1B}[0m"))
        #expect(text.contains("\u{1B}[33m8.7\u{1B}[0m"))
        #expect(!TerminalText.forTerminal(renderer.render(.mock())).contains("\u{1B}["))
    }
}
