import Foundation
import Testing
import WatchlistApplication

@testable import PopcornCLI

@Suite("WatchlistRenderer")
struct WatchlistRendererTests {
    let renderer = WatchlistRenderer(style: .plain, width: 80)

    static let fightClub = WatchlistEntryDetails(
        kind: .movie, id: 550, title: "Fight Club", releaseDate: .day("1999-10-15"), year: 1999, voteAverage: 8.438,
        addedAt: .day("2026-11-20"), note: "with Sam, on Friday")
    static let breakingBad = WatchlistEntryDetails(
        kind: .tvSeries, id: 1396, title: "Breaking Bad", year: 2008, addedAt: .day("2026-11-21"),
        watchedAt: .day("2026-11-25"), isWatched: true)

    @Test("Each entry is one aligned row with its command, its note below, under a count of what is watched")
    func rows() {
        let lines = renderer.render(WatchlistDetails(results: [Self.breakingBad, Self.fightClub]), kind: nil)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        #expect(lines[0] == "Your watchlist — 2 titles, 1 watched")
        #expect(lines[2] == "  tv     Breaking Bad (2008)    -  added 2026-11-21  watched  popcorn tv 1396")
        #expect(lines[3] == "  movie  Fight Club (1999)    8.4  added 2026-11-20           popcorn movie 550")
        #expect(lines[4] == "         with Sam, on Friday")
        #expect(lines.contains { $0.hasPrefix("Mark one watched: popcorn watchlist mark-watched") })
    }

    @Test("An empty watchlist, or one with none of the kind asked for, says how to add a title")
    func empty() {
        #expect(renderer.render(WatchlistDetails(results: []), kind: nil).hasPrefix("Your watchlist has nothing yet."))
        #expect(
            renderer.render(WatchlistDetails(results: []), kind: .tvSeries).contains("no series yet")
                && renderer.render(WatchlistDetails(results: []), kind: .movie).contains(
                    "popcorn watchlist add movie 550")
        )
    }
}
