import CoreDomain
import Foundation
import TMDbKit
import Testing
import WatchlistApplication

@testable import PopcornCLI

@Suite("StreamableWatchlistNotices")
struct StreamableWatchlistNoticesTests {
    static let live = DataSource.tmdb(baseURL: TMDbAPI.defaultBaseURL, credentials: .apiKey("key123456"))

    let fightClub = WatchlistUncheckedTitle(kind: .movie, id: 550, title: "Fight Club", cause: .notFound)
    let breakingBad = WatchlistUncheckedTitle(kind: .tvSeries, id: 1396, title: "Breaking Bad", cause: .notFound)

    @Test("A service no title streams on is one note naming the command that lists the region's services")
    func unknownProvider() {
        let notices = StreamableWatchlistNotices(source: Self.live, isOffline: false)

        #expect(
            notices.unknownProviderNotes(["netflx"], region: "GB", kind: nil) == [
                "no title on your watchlist streams on \"netflx\" in GB; 'popcorn providers movie --region GB' lists "
                    + "the services by name and id"
            ])
        #expect(
            notices.unknownProviderNotes(["x"], region: "US", kind: .tvSeries).first?.contains("providers tv") == true)
        #expect(notices.unknownProviderNotes([], region: "US", kind: nil).isEmpty)
    }

    @Test("On live TMDb, each title it no longer has is one warning, and there is no note")
    func goneFromTMDb() {
        let notices = StreamableWatchlistNotices(source: Self.live, isOffline: false)

        #expect(
            notices.warnings([fightClub, breakingBad]) == [
                "Fight Club (movie 550) is left out: TMDb no longer has it",
                "Breaking Bad (tv 1396) is left out: TMDb no longer has it",
            ])
        #expect(notices.note([fightClub, breakingBad]) == nil)
    }

    @Test("On the offline catalog, the titles it has no offers for are one note, and no warning")
    func catalog() {
        let notices = StreamableWatchlistNotices(source: .catalog(announced: false), isOffline: false)

        #expect(notices.warnings([fightClub, breakingBad]).isEmpty)
        #expect(
            notices.note([fightClub, breakingBad])
                == "the offline catalog has no streaming offers for 2 titles, left out: Fight Club (movie 550), "
                + "Breaking Bad (tv 1396); set TMDB_API_KEY to use live TMDb")
        #expect(notices.note([fightClub])?.contains("for 1 title, left out: Fight Club (movie 550);") == true)
        #expect(notices.note([]) == nil)
    }

    @Test("A title whose offers could not be read is a warning saying why, as its own screen would")
    func unreadable() throws {
        let broken = WatchlistUncheckedTitle(
            kind: .tvSeries, id: 1396, title: "Breaking Bad", cause: .invalidResponse(nil))

        for source in [Self.live, .catalog(announced: false)] {
            let warning = try #require(
                StreamableWatchlistNotices(source: source, isOffline: false).warnings([broken]).first)

            #expect(warning.hasPrefix("Breaking Bad (tv 1396) is left out: where it streams could not be had ("))
            #expect(warning.contains("the watch providers of tv series 1396"))
        }
    }

    @Test("A failure that stops the list names the watchlist's streaming offers")
    func subject() {
        let failure = FailureMapper.failure(
            for: .unreachable(nil), subject: StreamableWatchlistNotices.subject, source: Self.live, isOffline: true)

        #expect(failure.message.hasPrefix("the streaming offers of your watchlist are not in the cache"))
    }
}
