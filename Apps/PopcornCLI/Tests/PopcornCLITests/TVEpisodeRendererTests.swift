import TVSeriesApplication
import Testing

@testable import PopcornCLI

@Suite("TVEpisodeRenderer")
struct TVEpisodeRendererTests {
    let renderer = TVEpisodeRenderer(style: .plain, width: 80)

    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("The title names the series, the episode code and the episode")
    func title() {
        #expect(lines(renderer.render(.mock(), tvSeriesID: 1396))[0] == "Breaking Bad — S01E01 \"Pilot\"")
        #expect(
            TVEpisodeRenderer.titleLine(.mock(tvSeriesName: nil), tvSeriesID: 1396)
                == "TV series 1396 — S01E01 \"Pilot\"")
    }

    @Test("The facts show the season, air date, runtime, type and rating")
    func facts() {
        let text = renderer.render(.mock(), tvSeriesID: 1396)
        for line in [
            "  Season   Season 1", "  Aired    2008-01-20", "  Runtime  58m", "  Type     Standard",
            "  Rating   8.8/10 (213 votes)",
        ] {
            #expect(text.contains(line + "\n"), "missing \(line) in\n\(text)")
        }
        #expect(!text.contains("Production code"))
    }

    @Test("A production code is shown when TMDb has one")
    func productionCode() {
        let text = renderer.render(.mock(productionCode: "BB-101"), tvSeriesID: 1396)
        #expect(text.contains("  Production code  BB-101\n"), "\(text)")
    }

    @Test("Directors, writers and guest stars are named with their person ids")
    func people() {
        let text = renderer.render(.mock(), tvSeriesID: 1396)
        #expect(
            text.contains("\nDirected by Vince Gilligan (id 66633)\nWritten by Vince Gilligan (id 66633)\n"), "\(text)")
        #expect(text.contains("Guest stars\n  Max Arciniega  Krazy-8        id 1046460\n  John Koyama"), "\(text)")
        #expect(!text.contains("Michael Slovis"))
        #expect(text.contains("\nOpen a person: popcorn person <id>\n"), "\(text)")
    }

    @Test("Without neighbouring episodes, the hints open the episode's cast and crew, the season and the series")
    func hintsWithoutSeason() {
        let lines = lines(renderer.render(.mock(), tvSeriesID: 1396))
        #expect(
            Array(lines.suffix(4)) == [
                "Credits: popcorn tv episode credits 1396 S01E01", "Season:  popcorn tv season 1396 1",
                "Series:  popcorn tv 1396", "",
            ])
    }

    @Test("The hints add the neighbouring episodes the episode names")
    func neighbours() {
        let first = lines(renderer.render(.mock(nextEpisode: .mock(episodeNumber: 2)), tvSeriesID: 1396))
        #expect(first.contains("Next episode: popcorn tv episode 1396 S01E02"), "\(first)")
        #expect(!first.contains { $0.hasPrefix("Previous episode") })
        let middle = lines(
            renderer.render(
                .mock(episodeNumber: 4, previousEpisode: .mock(episodeNumber: 3), nextEpisode: .mock(episodeNumber: 5)),
                tvSeriesID: 1396))
        #expect(middle.contains("Previous episode: popcorn tv episode 1396 S01E03"))
        #expect(middle.contains("Next episode:     popcorn tv episode 1396 S01E05"))
        #expect(middle.contains("Credits:          popcorn tv episode credits 1396 S01E04"))
        #expect(middle.contains("Season:           popcorn tv season 1396 1"))
        let last = lines(
            renderer.render(.mock(episodeNumber: 7, previousEpisode: .mock(episodeNumber: 6)), tvSeriesID: 1396))
        #expect(!last.contains { $0.hasPrefix("Next episode") })
    }

    @Test(
        "Episode types read as words",
        arguments: [
            ("standard", "Standard"), ("finale", "Finale"), ("mid_season", "Mid-season finale"),
            ("premiere", "Premiere"),
            ("series_premiere", "Series premiere"),
        ])
    func episodeTypes(raw: String, label: String) {
        #expect(TVEpisodeTypeLabel.text(for: raw) == label)
    }

    @Test("No line is wider than 80 columns")
    func width() {
        let episode = TVEpisodeDetails.mock(
            previousEpisode: .mock(episodeNumber: 0), nextEpisode: .mock(episodeNumber: 2))
        let lines = lines(renderer.render(episode, tvSeriesID: 1396))
        #expect(lines.filter { $0.count > 80 }.isEmpty, "\(lines.filter { $0.count > 80 })")
    }
}
