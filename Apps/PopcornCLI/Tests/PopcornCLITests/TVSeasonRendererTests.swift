import TVSeriesApplication
import Testing

@testable import PopcornCLI

@Suite("TVSeasonRenderer")
struct TVSeasonRendererTests {
    let renderer = TVSeasonRenderer(style: .plain, width: 80)

    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("The title names the series, the season and its year")
    func title() {
        #expect(lines(renderer.render(.mock(), tvSeriesID: 1396))[0] == "Breaking Bad — Season 1 (2008)")
        #expect(
            TVSeasonRenderer.titleLine(.mock(tvSeriesName: nil), tvSeriesID: 1396) == "TV series 1396 — Season 1 (2008)"
        )
    }

    @Test("The facts and overview come before the episodes")
    func facts() {
        let text = renderer.render(.mock(), tvSeriesID: 1396)
        #expect(text.contains("  Episodes     7\n"), "\(text)")
        #expect(text.contains("  First aired  2008-01-20\n"), "\(text)")
        #expect(text.contains("  Rating       8.3/10\n"), "\(text)")
        #expect(text.contains("\nHigh school chemistry teacher Walter White's life"))
    }

    @Test("One row per episode in order: code, name, air date, runtime")
    func rows() throws {
        let lines = lines(renderer.render(.mock(), tvSeriesID: 1396))
        let heading = try #require(lines.firstIndex(of: "Episodes"))
        let rows = Array(lines[(heading + 1)...(heading + 7)])
        #expect(rows[0] == "  S01E01  Pilot                          2008-01-20  58m")
        #expect(rows[1] == "  S01E02  Cat's in the Bag...            2008-01-27  49m")
        #expect(rows[6].hasPrefix("  S01E07  A No-Rough-Stuff-Type Deal"))
        #expect(lines[heading + 8] == "")
    }

    @Test("When the commands do not fit in 80 columns, one shows under the rows")
    func footer() {
        let lines = lines(renderer.render(.mock(), tvSeriesID: 1396))
        #expect(lines.contains("Open an episode: popcorn tv episode 1396 S01E01"))
        #expect(lines.contains("Series:          popcorn tv 1396"))
        #expect(lines.filter { $0.count > 80 }.isEmpty, "\(lines.filter { $0.count > 80 })")
    }

    @Test("When they fit, every row ends with the command that opens its episode")
    func inlineCommands() {
        let wide = TVSeasonRenderer(style: .plain, width: 120)
        let lines = lines(wide.render(.mock(), tvSeriesID: 1396))
        #expect(
            lines.contains("  S01E01  Pilot                          2008-01-20  58m  popcorn tv episode 1396 S01E01"))
        #expect(lines.contains { $0.hasSuffix("popcorn tv episode 1396 S01E07") })
        #expect(!lines.contains { $0.hasPrefix("Open an episode") })
    }

    @Test("Short episode names leave room for the commands in 80 columns")
    func shortNames() {
        let episodes = TVEpisodeDetails.seasonOne().map {
            TVEpisodeDetails(
                id: $0.id, name: "Ep \($0.episodeNumber)", episodeNumber: $0.episodeNumber, seasonNumber: 1)
        }
        let lines = lines(renderer.render(.mock(episodes: episodes), tvSeriesID: 1396))
        #expect(lines.contains("  S01E03  Ep 3  popcorn tv episode 1396 S01E03"), "\(lines)")
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test("A long name is cut so the row fits the width")
    func longName() {
        let episode = TVEpisodeDetails(
            id: 1, name: String(repeating: "Long ", count: 30), episodeNumber: 1, seasonNumber: 1, runtime: 45)
        let lines = lines(renderer.render(.mock(episodes: [episode]), tvSeriesID: 1396))
        let row = lines.first { $0.hasPrefix("  S01E01") }
        #expect(row?.count ?? 0 <= 80)
        #expect(row?.contains("…") == true)
        #expect(row?.hasSuffix("45m") == true)
    }

    @Test("A season without episodes says so")
    func empty() {
        #expect(renderer.render(.mock(episodes: []), tvSeriesID: 1396).contains("  No episodes listed.\n"))
    }
}
