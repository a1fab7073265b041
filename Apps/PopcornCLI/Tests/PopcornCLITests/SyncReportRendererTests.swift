import AccountApplication
import Foundation
import Testing

@testable import PopcornCLI

@Suite("SyncReportRenderer")
struct SyncReportRendererTests {
    let renderer = SyncReportRenderer(style: TextStyle(isEnabled: false))

    /// 2026-11-27T03:04:39Z.
    static let syncedAt = Date(timeIntervalSince1970: 1_795_748_679)

    static let addFightClub = SyncChangeModel(
        side: "here", list: "watchlist", kind: "movie", tmdbID: 550, seasonNumber: nil, episodeNumber: nil,
        name: "Fight Club", action: "add", rating: nil)
    static let rateCatsInTheBag = SyncChangeModel(
        side: "here", list: "rating", kind: "episode", tmdbID: 1396, seasonNumber: 1, episodeNumber: 2,
        name: "Breaking Bad: Cat's in the Bag...", action: "rate", rating: 8.5)
    static let clearBreakingBad = SyncChangeModel(
        side: "tmdb", list: "rating", kind: "tv", tmdbID: 1396, seasonNumber: nil, episodeNumber: nil,
        name: "Breaking Bad", action: "clear", rating: nil)
    static let removePulpFiction = SyncChangeModel(
        side: "tmdb", list: "watchlist", kind: "movie", tmdbID: 680, seasonNumber: nil, episodeNumber: nil,
        name: "Pulp Fiction", action: "remove", rating: nil)
    static let addSe7en = SyncChangeModel(
        side: "tmdb", list: "watchlist", kind: "movie", tmdbID: 807, seasonNumber: nil, episodeNumber: nil,
        name: "Se7en", action: "add", rating: nil)
    static let rateWholeNumber = SyncChangeModel(
        side: "tmdb", list: "rating", kind: "movie", tmdbID: 550, seasonNumber: nil, episodeNumber: nil, name: nil,
        action: "rate", rating: 9)

    @Test("a dry run lists each side's changes under its heading, then the counts of what it would have done")
    func dryRun() {
        let report = SyncReportModel(
            dryRun: true, username: "ana",
            changes: [Self.addFightClub, Self.rateCatsInTheBag, Self.clearBreakingBad, Self.removePulpFiction],
            pendingChanges: 0, syncedAt: Self.syncedAt)

        #expect(
            renderer.render(report) == """
                Would change here:
                  + watchlist  movie 550  Fight Club
                  rate 8.5  episode 1396 S01E02  Breaking Bad: Cat's in the Bag...
                Would send to TMDb:
                  clear rating  tv 1396  Breaking Bad
                  - watchlist  movie 680  Pulp Fiction
                dry run, nothing changed: would have added 1 here, 0 to TMDb; removed 0 here, 1 from TMDb; \
                ratings: 1 here, 1 to TMDb

                """)
    }

    @Test("a side without changes says nothing; a whole rating has no .0; a title neither side names is its id alone")
    func dryRunOneSide() {
        let report = SyncReportModel(
            dryRun: true, username: "ana", changes: [Self.addSe7en, Self.rateWholeNumber], pendingChanges: 0,
            syncedAt: Self.syncedAt)

        #expect(
            renderer.render(report) == """
                Would change here:
                  nothing
                Would send to TMDb:
                  + watchlist  movie 807  Se7en
                  rate 9  movie 550
                dry run, nothing changed: would have added 0 here, 1 to TMDb; removed 0 here, 0 from TMDb; \
                ratings: 0 here, 1 to TMDb

                """)
    }

    @Test("a dry run with nothing to do says so on both sides")
    func dryRunNothing() {
        let report = SyncReportModel(
            dryRun: true, username: "ana", changes: [], pendingChanges: 0, syncedAt: Self.syncedAt)

        #expect(
            renderer.render(report) == """
                Would change here:
                  nothing
                Would send to TMDb:
                  nothing
                dry run, nothing changed: would have added 0 here, 0 to TMDb; removed 0 here, 0 from TMDb; \
                ratings: 0 here, 0 to TMDb

                """)
    }

    @Test("a sync says whose account it synced with and its counts, without a line per change")
    func synced() {
        let report = SyncReportModel(
            dryRun: false, username: "ana",
            changes: [Self.addFightClub, Self.rateCatsInTheBag, Self.clearBreakingBad, Self.removePulpFiction],
            pendingChanges: 0, syncedAt: Self.syncedAt)

        #expect(
            renderer.render(report) == """
                synced with TMDb as ana: added 1 here, 0 to TMDb; removed 0 here, 1 from TMDb; \
                ratings: 1 here, 1 to TMDb

                """)
    }

    @Test("a sync lists the changes TMDb refused, then how many other changes wait for the next sync")
    func refusedAndWaiting() {
        let report = SyncReportModel(
            dryRun: false, username: "ana", changes: [Self.addFightClub], pendingChanges: 4,
            refusedChanges: [Self.addSe7en, Self.rateWholeNumber], syncedAt: Self.syncedAt)

        #expect(
            renderer.render(report) == """
                synced with TMDb as ana: added 1 here, 0 to TMDb; removed 0 here, 0 from TMDb; \
                ratings: 0 here, 0 to TMDb
                TMDb refused these changes; they wait for the next sync:
                  + watchlist  movie 807  Se7en
                  rate 9  movie 550
                2 changes wait for the next sync

                """)
    }

    @Test("one change waiting is counted in the singular; refused changes alone add no waiting line")
    func waitingCounts() {
        let oneWaiting = SyncReportModel(
            dryRun: false, username: "ana", changes: [], pendingChanges: 1, syncedAt: Self.syncedAt)
        let refusedOnly = SyncReportModel(
            dryRun: false, username: "ana", changes: [], pendingChanges: 1, refusedChanges: [Self.addSe7en],
            syncedAt: Self.syncedAt)

        #expect(
            renderer.render(oneWaiting) == """
                synced with TMDb as ana: added 0 here, 0 to TMDb; removed 0 here, 0 from TMDb; \
                ratings: 0 here, 0 to TMDb
                1 change waits for the next sync

                """)
        #expect(
            renderer.render(refusedOnly) == """
                synced with TMDb as ana: added 0 here, 0 to TMDb; removed 0 here, 0 from TMDb; \
                ratings: 0 here, 0 to TMDb
                TMDb refused these changes; they wait for the next sync:
                  + watchlist  movie 807  Se7en

                """)
    }

    @Test("at 40 columns a long name is cut with …, never the action or the title's kind and id")
    func narrow() {
        let strangelove = SyncChangeModel(
            side: "here", list: "watchlist", kind: "movie", tmdbID: 935, seasonNumber: nil, episodeNumber: nil,
            name: "Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb", action: "add", rating: nil)
        let report = SyncReportModel(
            dryRun: true, username: "ana", changes: [strangelove, Self.clearBreakingBad, Self.rateCatsInTheBag],
            pendingChanges: 0, syncedAt: Self.syncedAt)

        let text = SyncReportRenderer(style: TextStyle(isEnabled: false), width: 40).render(report)

        #expect(
            text == """
                Would change here:
                  + watchlist  movie 935  Dr. Strangelo…
                  rate 8.5  episode 1396 S01E02  Breaki…
                Would send to TMDb:
                  clear rating  tv 1396  Breaking Bad
                dry run, nothing changed: would have added 1 here, 0 to TMDb; removed 0 here, 0 from TMDb; \
                ratings: 1 here, 1 to TMDb

                """)
    }
}
