import CoreApplication
import TVSeriesApplication
import Testing

@testable import PopcornCLI

@Suite("TVSeriesDetailsRenderer")
struct TVSeriesDetailsRendererTests {
    let renderer = TVSeriesDetailsRenderer(style: .plain, width: 80, language: "en-US")

    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("English standing in for the tagline and overview is marked as such")
    func englishStandIn() {
        let lines = lines(renderer.render(.mock(isEnglishStandIn: true)))

        #expect(lines[1] == "Change the equation. (in English)")
        let note = lines.firstIndex(of: "In English: TMDb has no overview in this language.")
        #expect(note.map { !lines[$0 + 1].isEmpty } == true, "\(lines)")
        #expect(!renderer.render(.mock()).contains("In English"))
    }

    @Test("The view opens with the name and years, then the tagline")
    func title() {
        let lines = lines(renderer.render(.mock()))
        #expect(lines[0] == "Breaking Bad (2008–2013)")
        #expect(lines[1] == "Change the equation.")
    }

    @Test("The facts block shows status, size, runtime, genres, networks, creators, rating, dates and links")
    func facts() {
        let text = renderer.render(.mock())
        for line in [
            "  Status           Ended",
            "  Type             Scripted",
            "  Seasons          5 (62 episodes)",
            "  Episode runtime  45m–47m",
            "  Genres           Drama, Crime",
            "  Networks         AMC",
            "  Created by       Vince Gilligan (id 66633)",
            "  Rating           8.9/10 (15,204 votes)",
            "  First aired      2008-01-20",
            "  Last aired       2013-09-29, S05E16 \"Felina\"",
            "  Homepage         https://www.sonypictures.com/tv/breakingbad",
        ] {
            #expect(text.contains(line + "\n"), "missing \(line) in\n\(text)")
        }
        #expect(text.contains("https://image.tmdb.org/t/p/w780/ggFHVNu6YYI5L9pCfOacjizRGt.jpg"))
        #expect(!text.contains("Next episode"))
        #expect(!text.contains("Original name"))
        #expect(!text.contains("Language"))
        #expect(!text.contains("IMDb"))
    }

    @Test("A running series shows its next episode")
    func nextEpisode() {
        let next = TVEpisodeAirDateDetails(
            id: 1, name: "Cold Harbor", airDate: .day("2025-03-20"), episodeNumber: 10, seasonNumber: 2)
        let text = renderer.render(.mock(nextEpisodeToAir: next, status: "Returning Series"))
        #expect(text.contains("  Next episode     2025-03-20, S02E10 \"Cold Harbor\"\n"), "\(text)")
    }

    @Test("The original name and language appear when they differ")
    func original() {
        let text = renderer.render(
            .mock(name: "La casa", originalName: "La casa de papel", originalLanguage: "es"))
        #expect(text.contains("  Original name    La casa de papel\n"), "\(text)")
        #expect(text.contains("  Language         Español (es)\n"), "\(text)")
    }

    @Test("Every season is listed in order with its episode count, year and the command that opens it")
    func seasons() throws {
        let lines = lines(renderer.render(.mock()))
        let heading = try #require(lines.firstIndex(of: "Seasons"))
        let rows = Array(lines[(heading + 1)...(heading + 6)])
        #expect(rows[0] == "  0  Specials   9 episodes  2009  popcorn tv season 1396 0")
        #expect(rows[1] == "  1  Season 1   7 episodes  2008  popcorn tv season 1396 1")
        #expect(rows[5] == "  5  Season 5  16 episodes  2012  popcorn tv season 1396 5")
        #expect(!lines.contains { $0.hasPrefix("Open a season") })
    }

    @Test("Where the season commands do not fit, one goes under the list instead")
    func narrowSeasons() {
        let narrow = TVSeriesDetailsRenderer(style: .plain, width: 40, language: "en-US")
        let lines = lines(narrow.render(.mock()))
        #expect(lines.contains("  1  Season 1   7 episodes  2008"), "\(lines)")
        #expect(lines.contains("Open a season: popcorn tv season 1396 0"))
    }

    @Test("A series without season summaries has no Seasons section")
    func noSeasons() {
        #expect(!renderer.render(.mock(seasons: nil)).contains("Seasons\n"))
    }

    @Test("The top five cast are listed with person ids, then the credits command")
    func cast() {
        let text = renderer.render(.mock(credits: .mock(id: 1396)))
        #expect(text.contains("Top cast\n  Edward Norton         The Narrator    id 819\n"), "\(text)")
        #expect(!text.contains("Zach Grenier"))
        #expect(
            text.hasSuffix("\nOpen a person:      popcorn person <id>\nFull cast and crew: popcorn tv credits 1396\n"))
    }

    @Test("Without credits the details still render, with the credits command")
    func noCredits() {
        let text = renderer.render(.mock())
        #expect(!text.contains("Top cast"))
        #expect(text.hasSuffix("Full cast and crew: popcorn tv credits 1396\n"))
    }

    @Test("No line is wider than 80 columns")
    func width() {
        let lines = lines(renderer.render(.mock(credits: .mock(id: 1396))))
        #expect(lines.filter { $0.count > 80 }.isEmpty, "\(lines.filter { $0.count > 80 })")
    }

    @Test("The facts show the region's rating, where to watch and the logo, when known")
    func screenFacts() {
        let series = TVSeriesDetails.mock(
            logoURLSet: .mock(path: "/logo.png"), region: "DE", certification: "16",
            watchProviders: .mock(countryCode: "DE", flatRate: ["Netflix"], rent: []))
        let text = renderer.render(series)
        #expect(text.contains("  Rated            16 (DE)\n"), "\(text)")
        #expect(text.contains("  Watch            Stream: Netflix\n"), "\(text)")
        #expect(text.contains("  Logo             https://image.tmdb.org/t/p/w780/logo.png\n"), "\(text)")
    }

    @Test("A region without offers says so; unknown rating and offers leave no line")
    func noOffersAndUnknowns() {
        let empty = renderer.render(
            .mock(watchProviders: .mock(countryCode: "GB", flatRate: [], rent: [])))
        let unknown = renderer.render(.mock())
        #expect(empty.contains("  Watch            No offers in GB\n"), "\(empty)")
        #expect(!unknown.contains("Watch"))
        #expect(!unknown.contains("Rated"))
        #expect(!unknown.contains("Logo"))
    }

    @Test("You may also like: five recommendations with their year and command, then the full list's command")
    func recommendations() {
        let text = renderer.render(.mock(recommendations: .mock(totalResults: 24, count: 20), credits: .mock()))
        #expect(text.contains("\nYou may also like\n  Series 0 (2008)  popcorn tv 2000\n"), "\(text)")
        #expect(text.contains("  Series 4 (2008)  popcorn tv 2004\n"))
        #expect(!text.contains("popcorn tv 2005"))
        #expect(text.contains("  More: popcorn tv recommendations 1396\n"))
        #expect(text.hasSuffix("Full cast and crew: popcorn tv credits 1396\n"))
    }

    @Test("Without recommendations there is no section, and a short list has no More line")
    func fewOrNoRecommendations() {
        #expect(!renderer.render(.mock()).contains("You may also like"))
        let short = renderer.render(.mock(recommendations: .mock(totalResults: 2, count: 2)))
        #expect(short.contains("You may also like"))
        #expect(!short.contains("More:"))
    }
}
