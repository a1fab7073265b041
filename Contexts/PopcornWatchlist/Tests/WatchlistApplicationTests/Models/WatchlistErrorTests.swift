import CoreApplication
import CoreDomain
import Foundation
import Testing
import WatchlistDomain

@testable import WatchlistApplication

@Suite("WatchlistError")
struct WatchlistErrorTests {
    @Test(
        "each error says what went wrong in a sentence a reader understands",
        arguments: [
            (
                WatchlistError.notOnWatchlist(WatchlistItemID(kind: .movie, tmdbID: 550)),
                "movie 550 is not on your watchlist"
            ),
            (.titleNotFound(WatchlistItemID(kind: .tvSeries, tmdbID: 999)), "tv 999 was not found"),
            (.unavailable("the watchlist /w.sqlite is damaged"), "the watchlist /w.sqlite is damaged"),
            (
                .source(.unreachable("TMDb could not be reached")),
                #"unreachable(Optional("TMDb could not be reached"))"#
            ),
            (
                .malformedImport(line: 3, reason: "kind: \"person\" is not movie or tv"),
                "line 3: kind: \"person\" is not movie or tv"
            ),
            (.malformedImport(line: 0, reason: "entries[2].kind: missing"), "entries[2].kind: missing"),
            (
                .unresolvedImport([UnresolvedImportRow(line: 2, description: "movie 1")]),
                "1 row names no title popcorn could find"
            ),
            (
                .unresolvedImport([
                    UnresolvedImportRow(line: 2, description: "movie 1"),
                    UnresolvedImportRow(line: 5, description: #""Heat""#),
                ]), "2 rows name no title popcorn could find"
            ),
        ])
    func description(error: WatchlistError, expected: String) {
        #expect(error.description == expected)
    }

    @Test(
        "a storage failure with a message is unavailable with that message",
        arguments: [DataAccessError.storage("the watchlist is locked"), .unknown("the watchlist is locked")])
    func storageWithMessage(error: DataAccessError) {
        #expect(WatchlistError(storage: error) == .unavailable("the watchlist is locked"))
    }

    @Test(
        "any other storage failure is unavailable, saying the watchlist could not be used and why",
        arguments: [
            (DataAccessError.storage(nil), "the watchlist could not be used (storage(nil))"),
            (.notFound, "the watchlist could not be used (notFound)"),
        ])
    func storageWithoutMessage(error: DataAccessError, expected: String) {
        #expect(WatchlistError(storage: error) == .unavailable(expected))
    }
}
