import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@Suite("WatchlistEntry")
struct WatchlistEntryTests {
    @Test("an entry's id is its title's kind and TMDb id")
    func idIsTheTitles() {
        let entry = WatchlistEntry.mock(kind: .tvSeries, tmdbID: 1396, title: "Breaking Bad")

        #expect(entry.id == WatchlistItemID(kind: .tvSeries, tmdbID: 1396))
        #expect(entry.id == entry.title.id)
    }

    @Test("a new entry is still to watch and has no note")
    func defaults() {
        let title = WatchlistTitle(id: WatchlistItemID(kind: .movie, tmdbID: 550), title: "Fight Club")

        let entry = WatchlistEntry(title: title, addedAt: Date(timeIntervalSince1970: 1_795_669_080))

        #expect(entry.watchedAt == nil)
        #expect(entry.note == nil)
        #expect(entry.addedAt == Date(timeIntervalSince1970: 1_795_669_080))
    }

    @Test("a title keeps only its id and name unless told more")
    func titleDefaults() {
        let title = WatchlistTitle(id: WatchlistItemID(kind: .movie, tmdbID: 550), title: "Fight Club")

        #expect(title.releaseDate == nil)
        #expect(title.posterPath == nil)
        #expect(title.voteAverage == nil)
    }

    @Test("entries of the same title differ when they were added, watched or noted differently")
    func equality() {
        let entry = WatchlistEntry.mock()

        #expect(entry == WatchlistEntry.mock())
        #expect(entry != WatchlistEntry.mock(addedAt: .mockAdded(1)))
        #expect(entry != WatchlistEntry.mock(watchedAt: Date(timeIntervalSince1970: 1_796_000_000)))
        #expect(entry != WatchlistEntry.mock(note: "with Ana"))
    }
}
