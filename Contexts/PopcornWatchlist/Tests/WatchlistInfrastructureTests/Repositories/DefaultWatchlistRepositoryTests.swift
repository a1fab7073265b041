import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation
import GRDB
import Testing
import WatchlistDomain
import WatchlistInfrastructure
import WatchlistTestHelpers

/// The repository's semantics, on an in-memory store with the real migrations.
@Suite("DefaultWatchlistRepository")
struct DefaultWatchlistRepositoryTests {
    static let later = Date(timeIntervalSince1970: 1_796_000_000)

    let store = UserDataStore(inMemoryWith: [WatchlistMigrations()], description: "the watchlist")
    let repository: DefaultWatchlistRepository

    init() {
        repository = DefaultWatchlistRepository(store: store)
    }

    let fightClub = WatchlistEntry.mock()
    let breakingBad = WatchlistEntry.mock(
        kind: .tvSeries, tmdbID: 1396, title: "Breaking Bad", releaseDate: .mockDay(year: 2008, month: 1, day: 20),
        posterPath: URL(string: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg"), voteAverage: 8.9,
        addedAt: Date(timeIntervalSince1970: 1_795_162_542))

    /// The rows in `watchlist_entry`.
    func rowCount() throws -> Int {
        try store.writer().read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM watchlist_entry") ?? 0 }
    }

    @Test("an empty watchlist has no entries")
    func empty() async throws {
        #expect(try await repository.entries().isEmpty)
        #expect(try await repository.entry(fightClub.id) == nil)
    }

    @Test("a new title is added at the time given, with every value it keeps, and said to be new")
    func addsNewTitle() async throws {
        let (entry, isNew) = try await repository.add(breakingBad.title, at: breakingBad.addedAt)

        #expect(isNew)
        #expect(entry == breakingBad)
        #expect(try await repository.entries() == [breakingBad])
        #expect(try await repository.entry(breakingBad.id) == breakingBad)
    }

    @Test("entries come in the order they were added, however their ids and titles sort")
    func entriesInTheOrderAdded() async throws {
        let titles = [
            WatchlistEntry.mock(tmdbID: 900, title: "Zodiac"), .mock(tmdbID: 12, title: "Alien"),
            .mock(kind: .tvSeries, tmdbID: 1, title: "Heat"),
        ]
        for entry in titles {
            _ = try await repository.add(entry.title, at: fightClub.addedAt)
        }

        #expect(try await repository.entries().map(\.id) == titles.map(\.id))
    }

    @Test("a title without a date, poster or rating is kept without them")
    func addsBareTitle() async throws {
        let bare = WatchlistEntry.mock(tmdbID: 807, title: "Se7en", releaseDate: nil, posterPath: nil, voteAverage: nil)

        _ = try await repository.add(bare.title, at: bare.addedAt)

        #expect(try await repository.entry(bare.id) == bare)
    }

    @Test("adding a title already there keeps its entry (date, watched, note) and says it is not new")
    func addKeepsExistingEntry() async throws {
        _ = try await repository.add(fightClub.title, at: fightClub.addedAt)
        _ = try await repository.setWatched(fightClub.id, at: Self.later)
        _ = try await repository.setNote(fightClub.id, to: "with Ana")
        let renamed = WatchlistTitle(id: fightClub.id, title: "Fight Club (renamed)", voteAverage: 1)

        let (entry, isNew) = try await repository.add(renamed, at: Self.later.addingTimeInterval(60))

        let kept = WatchlistEntry(
            title: fightClub.title, addedAt: fightClub.addedAt, watchedAt: Self.later, note: "with Ana")
        #expect(!isNew)
        #expect(entry == kept)
        #expect(try await repository.entries() == [kept])
    }

    @Test("a movie and a series with the same TMDb id are two entries")
    func kindsApart() async throws {
        let series = WatchlistEntry.mock(kind: .tvSeries, tmdbID: 550, title: "Another 550")

        _ = try await repository.add(fightClub.title, at: fightClub.addedAt)
        let (_, isNew) = try await repository.add(series.title, at: series.addedAt)

        #expect(isNew)
        #expect(Set(try await repository.entries().map(\.id)) == [fightClub.id, series.id])
        #expect(try await repository.entry(series.id)?.title.title == "Another 550")
    }

    @Test("removing a title returns its entry as it was and leaves the others")
    func removes() async throws {
        _ = try await repository.add(fightClub.title, at: fightClub.addedAt)
        _ = try await repository.add(breakingBad.title, at: breakingBad.addedAt)
        _ = try await repository.setNote(fightClub.id, to: "gone")

        let removed = try await repository.remove(fightClub.id)

        #expect(removed == WatchlistEntry(title: fightClub.title, addedAt: fightClub.addedAt, note: "gone"))
        #expect(try await repository.entries() == [breakingBad])
        #expect(try await repository.remove(fightClub.id) == nil)
    }

    @Test("a title is marked watched at the date given, and to watch again with nil")
    func setsWatched() async throws {
        _ = try await repository.add(fightClub.title, at: fightClub.addedAt)

        let watched = try await repository.setWatched(fightClub.id, at: Self.later)
        #expect(watched?.watchedAt == Self.later)
        #expect(try await repository.entry(fightClub.id)?.watchedAt == Self.later)

        let unwatched = try await repository.setWatched(fightClub.id, at: nil)
        #expect(unwatched == fightClub)
        #expect(try await repository.entry(fightClub.id) == fightClub)
    }

    @Test("a note is set, replaced and cleared, the rest of the entry left as it was")
    func setsNote() async throws {
        _ = try await repository.add(fightClub.title, at: fightClub.addedAt)

        #expect(
            try await repository.setNote(fightClub.id, to: "first,\nthen \"second\"")?.note == "first,\nthen \"second\""
        )
        #expect(try await repository.setNote(fightClub.id, to: "third")?.note == "third")
        #expect(try await repository.entry(fightClub.id)?.note == "third")
        #expect(try await repository.setNote(fightClub.id, to: nil) == fightClub)
    }

    @Test("marking, noting or removing a title that is not on the watchlist answers nil and writes nothing")
    func missingTitle() async throws {
        _ = try await repository.add(fightClub.title, at: fightClub.addedAt)

        #expect(try await repository.setWatched(breakingBad.id, at: Self.later) == nil)
        #expect(try await repository.setNote(breakingBad.id, to: "note") == nil)
        #expect(try await repository.remove(breakingBad.id) == nil)
        #expect(try await repository.entries() == [fightClub])
        #expect(try rowCount() == 1)
    }

    @Test("a file without the watchlist's table fails reads and writes with a storage error naming it, never a crash")
    func missingTable() async {
        let broken = DefaultWatchlistRepository(store: UserDataStore(inMemoryWith: [], description: "the watchlist"))

        await #expect(
            throws: DataAccessError.storage("the watchlist could not be read: no such table: watchlist_entry")
        ) {
            try await broken.entries()
        }
        await #expect(
            throws: DataAccessError.storage("the watchlist could not be read: no such table: watchlist_entry")
        ) {
            try await broken.entry(fightClub.id)
        }
        await #expect(
            throws: DataAccessError.storage("the watchlist could not be written: no such table: watchlist_entry")
        ) {
            try await broken.add(fightClub.title, at: fightClub.addedAt)
        }
    }
}
