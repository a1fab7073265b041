import CoreApplication
import Foundation
import MoviesApplication
import TerminalLayout
import Testing

@testable import PopcornCLI

@Suite("MovieDetailsRenderer")
struct MovieDetailsRendererTests {
    let renderer = MovieDetailsRenderer(style: .plain, width: 80, language: "en-US")

    @Test("The view opens with the title and year, then the tagline")
    func title() {
        let lines = renderer.render(.mock()).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Fight Club (1999)")
        #expect(lines[1] == "Mischief. Mayhem. Soap.")
    }

    @Test("The facts block shows release, runtime, genres, rating, money and links, aligned")
    func facts() {
        let text = renderer.render(.mock())
        for line in [
            "  Released   1999-10-15 (Released)",
            "  Runtime    2h 19m",
            "  Genres     Drama, Thriller",
            "  Rating     8.4/10 (31,000 votes)",
            "  Budget     $63,000,000",
            "  Revenue    $100,853,753",
            "  Companies  Regency Enterprises",
            "  IMDb       tt0137523",
            "  Homepage   http://www.foxmovies.com/movies/fight-club",
            "  Poster     https://image.tmdb.org/t/p/w780/poster.jpg",
        ] {
            #expect(text.contains(line + "\n"), "missing \(line)")
        }
        #expect(!text.contains("Original title"))
        #expect(!text.contains("Language"))
    }

    @Test("The main trailer's URL and the keywords are facts of their own")
    func trailerAndKeywords() {
        let trailer = VideoDetails(
            id: "t", name: "Official Trailer", kind: "Trailer", site: "YouTube", key: "BdJKm16Co6M",
            url: URL(string: "https://www.youtube.com/watch?v=BdJKm16Co6M"))
        let text = renderer.render(
            .mock(
                mainTrailer: trailer,
                keywords: [
                    KeywordDetails(id: 825, name: "support group"), KeywordDetails(id: 851, name: "dual identity"),
                ]))

        #expect(text.contains("\n  Trailer    https://www.youtube.com/watch?v=BdJKm16Co6M\n"), "\(text)")
        #expect(text.contains("\n  Keywords   support group, dual identity\n"), "\(text)")
        #expect(!renderer.render(.mock()).contains("Trailer"))
    }

    @Test("English standing in for a tagline or overview is marked as such")
    func englishFallback() {
        let lines = renderer.render(.mock(overviewIsFallback: true, taglineIsFallback: true))
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        #expect(lines[1] == "Mischief. Mayhem. Soap. (in English)")
        let note = lines.firstIndex(of: "In English: TMDb has no overview in this language.")
        #expect(note.map { lines[$0 + 1].hasPrefix("A ticking-time-bomb insomniac") } == true, "\(lines)")
        #expect(!renderer.render(.mock()).contains("In English"))
    }

    @Test("Original title and language appear when they differ, and zero money is left out")
    func originalAndMoney() {
        let movie = MovieDetails.mock(
            title: "The Fight", originalTitle: "Le Combat", originalLanguage: "fr", budget: 0, revenue: nil)
        let text = renderer.render(movie)
        #expect(text.contains("Original title  Le Combat"))
        #expect(text.contains("Language        Français (fr)"))
        #expect(!text.contains("Budget"))
        #expect(!text.contains("Revenue"))
    }

    @Test("The director and the top five cast are listed with person ids, then the credits command")
    func people() {
        let text = renderer.render(.mock(credits: .mock()))
        #expect(text.contains("Directed by David Fincher (id 7467)"))
        #expect(text.contains("  Edward Norton         The Narrator    id 819\n"))
        #expect(text.contains("Brad Pitt"))
        #expect(!text.contains("Zach Grenier"))
        #expect(
            text.hasSuffix("\nOpen a person:      popcorn person <id>\nFull cast and crew: popcorn movie credits 550\n")
        )
    }

    @Test("Without credits the details still render, with the credits command")
    func noCredits() {
        let text = renderer.render(.mock())
        #expect(!text.contains("Directed by"))
        #expect(text.contains("popcorn movie credits 550"))
    }

    @Test("No line is wider than the width, URLs aside")
    func width() {
        let narrow = MovieDetailsRenderer(style: .plain, width: 40, language: "en-US")
        let lines = narrow.render(.mock(credits: .mock())).split(separator: "\n")
        #expect(
            lines.filter { $0.count > 40 && !$0.contains("http") && !$0.contains("id ") && !$0.contains("popcorn ") }
                .isEmpty)
    }

    @Test("Colour adds escapes only when enabled")
    func colour() {
        let coloured = MovieDetailsRenderer(style: TextStyle(isEnabled: true), width: 80, language: "en-US")
        #expect(TerminalText.forTerminal(coloured.render(.mock())).contains("\u{1B}[1m"))
        #expect(!TerminalText.forTerminal(renderer.render(.mock())).contains("\u{1B}["))
    }

    @Test("The facts show the region's certification, where to watch and the logo, when known")
    func screenFacts() {
        let movie = MovieDetails.mock(
            logoURLSet: .mock(path: "/logo.png"), region: "GB", certification: "18",
            watchProviders: .mock(countryCode: "GB", flatRate: ["Netflix"], rent: []))
        let text = renderer.render(movie)
        #expect(text.contains("  Rated      18 (GB)\n"))
        #expect(text.contains("  Watch      Stream: Netflix\n"))
        #expect(text.contains("  Logo       https://image.tmdb.org/t/p/w780/logo.png\n"))
    }

    @Test("A region without offers says so; unknown certification and offers leave no line")
    func noOffersAndUnknowns() {
        let empty = renderer.render(
            .mock(watchProviders: .mock(countryCode: "GB", flatRate: [], rent: [])))
        let unknown = renderer.render(.mock())
        #expect(empty.contains("  Watch      No offers in GB\n"))
        #expect(!unknown.contains("Watch"))
        #expect(!unknown.contains("Rated"))
        #expect(!unknown.contains("Logo"))
    }

    @Test("You may also like: five recommendations with their year and command, then the full list's command")
    func recommendations() {
        let text = renderer.render(.mock(recommendations: .mock(totalResults: 26, count: 20), credits: .mock()))
        #expect(text.contains("\nYou may also like\n  Movie 0 (1999)  popcorn movie 1000\n"))
        #expect(text.contains("  Movie 4 (1999)  popcorn movie 1004\n"))
        #expect(!text.contains("popcorn movie 1005"))
        #expect(text.contains("  More: popcorn movie recommendations 550\n"))
        #expect(text.hasSuffix("Full cast and crew: popcorn movie credits 550\n"))
    }

    @Test("Without recommendations there is no section, and a short list has no More line")
    func fewOrNoRecommendations() {
        #expect(!renderer.render(.mock()).contains("You may also like"))
        let short = renderer.render(.mock(recommendations: .mock(totalResults: 2, count: 2)))
        #expect(short.contains("You may also like"))
        #expect(!short.contains("More:"))
    }
}
