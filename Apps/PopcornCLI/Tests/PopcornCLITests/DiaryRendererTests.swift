import Foundation
import TerminalLayout
import Testing
import TrackingApplication
import TrackingDomain

@testable import PopcornCLI

@Suite("DiaryRenderer")
struct DiaryRendererTests {
    let watch = WatchDetails(
        id: 1,
        item: TrackedItemDetails(
            kind: .episode, tmdbID: 1396, title: "ブレイキング・バッド", seasonNumber: 1, episodeNumber: 1, episodeName: "Pilot"),
        watchedOn: "2026-11-20", loggedAt: Date(timeIntervalSince1970: 0))

    @Test("an empty diary says what it has none of and how to log a watch")
    func empty() {
        let renderer = DiaryRenderer(style: .plain, width: 80)
        #expect(
            renderer.render([], kind: nil, since: nil)
                == "Your diary has nothing yet. Log a watch with popcorn watched movie 550.\n")
        #expect(
            renderer.render([], kind: .movie, since: WatchDay("2026-11-01")).hasPrefix(
                "Your diary has no movies since 2026-11-01. Log a watch"))
    }

    @Test("at 60 columns a row fits, wide characters counted, and keeps its day and its command")
    func narrow() {
        let text = DiaryRenderer(style: .plain, width: 60).render([watch], kind: nil, since: nil)
        let row = text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(row.hasPrefix("  2026-11-20  "))
        #expect(row.hasSuffix("popcorn tv episode 1396 S01E01"))
        #expect(text.split(separator: "\n").allSatisfy { String($0).displayWidth <= 60 }, "\(text)")
    }

    @Test("at 40 columns an episode's command no longer fits: it goes, and the day and the title stay")
    func veryNarrow() {
        let text = DiaryRenderer(style: .plain, width: 40).render([watch], kind: nil, since: nil)
        let row = text.split(separator: "\n").last.map(String.init) ?? ""

        #expect(row == "  2026-11-20  ブレイキング・バッド S01E…")
        #expect(text.split(separator: "\n").allSatisfy { String($0).displayWidth <= 40 }, "\(text)")
    }
}
