import Testing
import TrackingApplication
import TrackingDomain

@testable import PopcornCLI

@Suite("TrackedItemLabel")
struct TrackedItemLabelTests {
    let episode = TrackedItemDetails(
        kind: .episode, tmdbID: 1396, title: "Breaking Bad", seasonNumber: 1, episodeNumber: 7, episodeName: "Deal")

    @Test("titles name the episode with its code and name, and commands open it")
    func titlesAndCommands() {
        #expect(TrackedItemLabel.title(episode) == "Breaking Bad S01E07 \"Deal\"")
        #expect(TrackedItemLabel.command(episode) == "popcorn tv episode 1396 S01E07")
        let unnamed = TrackedItemDetails(
            kind: .episode, tmdbID: 1396, title: "Breaking Bad", seasonNumber: 0, episodeNumber: 2)
        #expect(TrackedItemLabel.title(unnamed) == "Breaking Bad S00E02")
        #expect(TrackedItemLabel.command(TrackedItemDetails(kind: .tv, tmdbID: 1396, title: "B")) == "popcorn tv 1396")
    }

    @Test("a rating is written as typed: whole numbers without a decimal")
    func numbers() {
        #expect(TrackedItemLabel.number(9) == "9")
        #expect(TrackedItemLabel.number(8.5) == "8.5")
        #expect(TrackedItemLabel.number(8.3) == "8.3")
    }

    @Test("messages name an item not named yet by its ids")
    func subjects() {
        #expect(
            TrackedItemLabel.subject(.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 9))
                == "tv series 1396 S01E09")
        #expect(TrackedItemLabel.subject(.movie(id: 550)) == "movie 550")
    }
}
