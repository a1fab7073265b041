import CoreApplication
import TVSeriesApplication
import Testing

@testable import PopcornCLI

@Suite("TVEpisodeCreditsRenderer")
struct TVEpisodeCreditsRendererTests {
    let renderer = TVEpisodeCreditsRenderer(style: .plain, width: 80)

    func lines(_ credits: TVEpisodeCreditsDetails = .mock()) -> [String] {
        renderer.render(credits, seriesTitle: "Breaking Bad (2008–2013)").split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
    }

    @Test("The title names the series and the episode's code")
    func title() {
        #expect(lines()[0] == "Breaking Bad (2008–2013) — S01E01 — cast and crew")
        #expect(
            lines(.mock(seasonNumber: 0, episodeNumber: 12))[0] == "Breaking Bad (2008–2013) — S00E12 — cast and crew")
    }

    @Test("The regular cast, then the guest stars, each with characters and person ids")
    func castThenGuestStars() {
        let text = lines()
        #expect(
            Array(text[1...4]) == [
                "", "Cast (2)", "  Bryan Cranston  Walter White   id 17419",
                "  Aaron Paul      Jesse Pinkman  id 84497",
            ])
        #expect(
            Array(text[5...8]) == [
                "", "Guest stars (2)", "  Carmen Serano  Carmen Molina  id 92495",
                "  John Koyama    Emilio Koyama  id 1216133",
            ])
    }

    @Test("The crew is grouped by department, directing and writing first, aligned across groups")
    func crew() {
        let text = renderer.render(.mock(), seriesTitle: "Breaking Bad")
        let directing = text.range(of: "  Directing\n    Vince Gilligan       Director                 id 66634\n")
        let writing = text.range(of: "  Writing\n    Vince Gilligan       Writer                   id 66633\n")
        let camera = text.range(of: "  Camera\n    Reynaldo Villalobos  Director of Photography  id 2483\n")
        #expect(text.contains("\nCrew (3)\n"))
        #expect(directing != nil && writing != nil && camera != nil, "\(text)")
        if let directing, let writing, let camera {
            #expect(directing.lowerBound < writing.lowerBound)
            #expect(writing.lowerBound < camera.lowerBound)
        }
    }

    @Test("The view ends with the commands that open a person, the episode and the series")
    func commands() {
        let text = renderer.render(.mock(seasonNumber: 5, episodeNumber: 16), seriesTitle: "Breaking Bad")
        #expect(
            text.hasSuffix(
                "\nOpen a person: popcorn person <id>\nEpisode:       popcorn tv episode 1396 S05E16\n"
                    + "Series:        popcorn tv 1396\n"))
    }

    @Test("Empty lists say so, and nobody listed means no person hint")
    func empty() {
        let text = renderer.render(.mock(cast: [], guestStars: [], crew: []), seriesTitle: "TV series 1396")
        #expect(text.contains("Cast (0)\n  No regular cast listed.\n"))
        #expect(text.contains("Guest stars (0)\n  No guest stars listed.\n"))
        #expect(text.contains("Crew (0)\n  No crew listed.\n"))
        #expect(!text.contains("Open a person"))
        #expect(text.hasSuffix("\nEpisode:       popcorn tv episode 1396 S01E01\nSeries:        popcorn tv 1396\n"))
    }

    @Test("Guest stars alone still earn the person hint")
    func guestStarsAlone() {
        let text = renderer.render(.mock(cast: [], crew: []), seriesTitle: "Breaking Bad")
        #expect(text.contains("\nOpen a person: popcorn person <id>\n"))
    }
}
