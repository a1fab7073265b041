import Foundation
import Testing
import WatchlistDomain

@Suite("WatchlistItemID")
struct WatchlistItemIDTests {
    @Test("it reads as the words a reader types: the kind, then the TMDb id")
    func description() {
        #expect(WatchlistItemID(kind: .movie, tmdbID: 550).description == "movie 550")
        #expect(WatchlistItemID(kind: .tvSeries, tmdbID: 1396).description == "tv 1396")
        #expect("\(WatchlistItemID(kind: .tvSeries, tmdbID: 1396))" == "tv 1396")
    }

    @Test("a movie and a series with the same TMDb id are different titles")
    func kindIsPartOfTheIdentity() {
        let movie = WatchlistItemID(kind: .movie, tmdbID: 550)
        let series = WatchlistItemID(kind: .tvSeries, tmdbID: 550)

        #expect(movie != series)
        #expect(Set([movie, series, WatchlistItemID(kind: .movie, tmdbID: 550)]).count == 2)
    }

    @Test("ids order by kind (movies before series), then by TMDb id as a number")
    func ordering() {
        let ids = [
            WatchlistItemID(kind: .tvSeries, tmdbID: 9),
            WatchlistItemID(kind: .movie, tmdbID: 550),
            WatchlistItemID(kind: .tvSeries, tmdbID: 1396),
            WatchlistItemID(kind: .movie, tmdbID: 99),
        ]

        #expect(
            ids.sorted() == [
                WatchlistItemID(kind: .movie, tmdbID: 99),
                WatchlistItemID(kind: .movie, tmdbID: 550),
                WatchlistItemID(kind: .tvSeries, tmdbID: 9),
                WatchlistItemID(kind: .tvSeries, tmdbID: 1396),
            ])
    }

    @Test("an id is neither before nor after itself")
    func strictOrdering() {
        let id = WatchlistItemID(kind: .movie, tmdbID: 550)

        #expect(!(id < id))
        #expect(id <= id)
    }
}
