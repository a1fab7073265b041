import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@Suite("WatchlistSort")
struct WatchlistSortTests {
    /// The titles of `entries` in `sort`'s order, from `entries` and from `entries` reversed: the
    /// order must not depend on the order the repository read them in, but for titles added within
    /// the same second (see ``addedTies()``).
    private func titles(_ sort: WatchlistSort, _ entries: [WatchlistEntry]) -> [String] {
        let forwards = sort.sorted(entries).map(\.title.title)
        let backwards = sort.sorted(entries.reversed()).map(\.title.title)
        #expect(forwards == backwards, "\(sort) depends on the input order")
        return forwards
    }

    @Test("the orders are written added, title, release and rating")
    func rawValues() {
        #expect(WatchlistSort.allCases.map(\.rawValue) == ["added", "title", "release", "rating"])
    }

    @Test("every order keeps every entry and lists nothing for an empty watchlist", arguments: WatchlistSort.allCases)
    func keepsEveryEntry(sort: WatchlistSort) {
        let entries = [
            WatchlistEntry.mock(tmdbID: 1, title: "Heat"),
            .mock(kind: .tvSeries, tmdbID: 1, title: "Heat", releaseDate: nil, voteAverage: nil),
            .mock(tmdbID: 2, title: "Alien", addedAt: .mockAdded(5)),
        ]

        #expect(Set(sort.sorted(entries).map(\.id)) == Set(entries.map(\.id)))
        #expect(sort.sorted(entries).count == 3)
        #expect(sort.sorted([]).isEmpty)
    }

    @Test("added lists the newest addition first")
    func addedNewestFirst() {
        let entries = [
            WatchlistEntry.mock(tmdbID: 1, title: "Alien", addedAt: .mockAdded(10)),
            .mock(tmdbID: 2, title: "Zodiac", addedAt: .mockAdded(30)),
            .mock(tmdbID: 3, title: "Heat", addedAt: .mockAdded(20)),
        ]

        #expect(titles(.added, entries) == ["Zodiac", "Heat", "Alien"])
    }

    @Test("added lists titles added within the same second the later first, as they were added")
    func addedTies() {
        let entries = [
            WatchlistEntry.mock(kind: .tvSeries, tmdbID: 1, title: "Heat", addedAt: .mockAdded(5)),
            .mock(tmdbID: 20, title: "heat", addedAt: .mockAdded(5)),
            .mock(tmdbID: 3, title: "Alien", addedAt: .mockAdded(5)),
            .mock(tmdbID: 4, title: "Zodiac", addedAt: .mockAdded(9)),
            .mock(tmdbID: 10, title: "HEAT", addedAt: .mockAdded(5)),
        ]

        #expect(
            WatchlistSort.added.sorted(entries).map(\.id) == [
                WatchlistItemID(kind: .movie, tmdbID: 4),
                WatchlistItemID(kind: .movie, tmdbID: 10),
                WatchlistItemID(kind: .movie, tmdbID: 3),
                WatchlistItemID(kind: .movie, tmdbID: 20),
                WatchlistItemID(kind: .tvSeries, tmdbID: 1),
            ])
    }

    @Test("title lists A to Z ignoring case and accents")
    func titleAToZ() {
        let entries = [
            WatchlistEntry.mock(tmdbID: 1, title: "Zodiac"),
            .mock(tmdbID: 2, title: "Éternel Retour"),
            .mock(tmdbID: 3, title: "amélie"),
            .mock(tmdbID: 4, title: "Alien"),
            .mock(tmdbID: 5, title: "dune"),
            .mock(tmdbID: 6, title: "Blade Runner"),
        ]

        #expect(titles(.title, entries) == ["Alien", "amélie", "Blade Runner", "dune", "Éternel Retour", "Zodiac"])
    }

    @Test("title lists the same title, spelt alike or not, movies before series, then by id")
    func titleTies() {
        let entries = [
            WatchlistEntry.mock(kind: .tvSeries, tmdbID: 2, title: "Dune"),
            .mock(tmdbID: 438_631, title: "DUNE"),
            .mock(tmdbID: 841, title: "Dune"),
            .mock(kind: .tvSeries, tmdbID: 1, title: "dune"),
        ]

        #expect(
            WatchlistSort.title.sorted(entries).map(\.id) == [
                WatchlistItemID(kind: .movie, tmdbID: 841),
                WatchlistItemID(kind: .movie, tmdbID: 438_631),
                WatchlistItemID(kind: .tvSeries, tmdbID: 1),
                WatchlistItemID(kind: .tvSeries, tmdbID: 2),
            ])
    }

    @Test("release lists the newest release or first air date first, undated titles last by title")
    func releaseNewestFirst() {
        let entries = [
            WatchlistEntry.mock(tmdbID: 1, title: "Alien", releaseDate: .mockDay(year: 1979, month: 5, day: 25)),
            .mock(tmdbID: 2, title: "Zed", releaseDate: nil),
            .mock(kind: .tvSeries, tmdbID: 3, title: "Severance", releaseDate: .mockDay(year: 2022, month: 2, day: 18)),
            .mock(tmdbID: 4, title: "Aaa", releaseDate: nil),
            .mock(tmdbID: 5, title: "Heat", releaseDate: .mockDay(year: 1995, month: 12, day: 15)),
            .mock(tmdbID: 6, title: "Jumanji", releaseDate: .mockDay(year: 1995, month: 12, day: 15)),
        ]

        #expect(titles(.release, entries) == ["Severance", "Heat", "Jumanji", "Alien", "Aaa", "Zed"])
    }

    @Test("release tells days of the same year apart")
    func releaseByDay() {
        let entries = [
            WatchlistEntry.mock(tmdbID: 1, title: "January", releaseDate: .mockDay(year: 2024, month: 1, day: 31)),
            .mock(tmdbID: 2, title: "December", releaseDate: .mockDay(year: 2024, month: 12, day: 1)),
            .mock(tmdbID: 3, title: "June", releaseDate: .mockDay(year: 2024, month: 6, day: 2)),
        ]

        #expect(titles(.release, entries) == ["December", "June", "January"])
    }

    @Test("rating lists the best rated first, unrated titles last by title")
    func ratingBestFirst() {
        let entries = [
            WatchlistEntry.mock(tmdbID: 1, title: "Middling", voteAverage: 6.5),
            .mock(tmdbID: 2, title: "Unrated B", voteAverage: nil),
            .mock(tmdbID: 3, title: "Best", voteAverage: 9.1),
            .mock(tmdbID: 4, title: "Unrated A", voteAverage: nil),
            .mock(tmdbID: 5, title: "Worst", voteAverage: 0),
            .mock(tmdbID: 6, title: "Good", voteAverage: 8.4),
        ]

        #expect(titles(.rating, entries) == ["Best", "Good", "Middling", "Worst", "Unrated A", "Unrated B"])
    }

    @Test("rating lists titles rated alike by title, then movies before series, then by id")
    func ratingTies() {
        let entries = [
            WatchlistEntry.mock(kind: .tvSeries, tmdbID: 7, title: "Heat", voteAverage: 7.9),
            .mock(tmdbID: 8, title: "Ronin", voteAverage: 7.9),
            .mock(tmdbID: 949, title: "Heat", voteAverage: 7.9),
            .mock(tmdbID: 9, title: "Collateral", voteAverage: 7.9),
        ]

        #expect(
            WatchlistSort.rating.sorted(entries).map(\.id) == [
                WatchlistItemID(kind: .movie, tmdbID: 9),
                WatchlistItemID(kind: .movie, tmdbID: 949),
                WatchlistItemID(kind: .tvSeries, tmdbID: 7),
                WatchlistItemID(kind: .movie, tmdbID: 8),
            ])
    }

    @Test("release and rating ignore when titles were added, added ignores release and rating")
    func eachOrderUsesItsOwnKey() {
        let old = WatchlistEntry.mock(
            tmdbID: 1, title: "Old", releaseDate: .mockDay(year: 1950), voteAverage: 5, addedAt: .mockAdded(100))
        let new = WatchlistEntry.mock(
            tmdbID: 2, title: "New", releaseDate: .mockDay(year: 2020), voteAverage: 9, addedAt: .mockAdded(0))

        #expect(WatchlistSort.added.sorted([new, old]) == [old, new])
        #expect(WatchlistSort.release.sorted([old, new]) == [new, old])
        #expect(WatchlistSort.rating.sorted([old, new]) == [new, old])
        #expect(WatchlistSort.title.sorted([old, new]) == [new, old])
    }
}
