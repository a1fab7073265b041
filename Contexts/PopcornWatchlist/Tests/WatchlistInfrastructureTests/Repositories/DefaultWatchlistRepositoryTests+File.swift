import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation
import GRDB
import Testing
import WatchlistDomain
import WatchlistInfrastructure
import WatchlistTestHelpers

/// The repository on a real file, as popcorn runs it: nothing created by reading, a `.bak` after every
/// write, and several processes sharing the file.
extension DefaultWatchlistRepositoryTests {
    /// The entries of a copy of `backup`, read through a repository as after restoring it.
    func entries(restoring backup: URL, in directory: TemporaryWatchlistDirectory) async throws -> [WatchlistEntry] {
        let restored = directory.url.appendingPathComponent("restored-\(UUID().uuidString).sqlite")
        try FileManager.default.copyItem(at: backup, to: restored)
        return try await DefaultWatchlistRepository(store: directory.store(at: restored)).entries()
    }

    @Test("reading, marking, noting or removing on a watchlist that does not exist answers nothing and creates nothing")
    func readingCreatesNothing() async throws {
        let directory = try TemporaryWatchlistDirectory()
        defer { directory.remove() }
        let store = directory.store()
        let repository = DefaultWatchlistRepository(store: store)

        #expect(try await repository.entries().isEmpty)
        #expect(try await repository.entry(fightClub.id) == nil)
        #expect(try await repository.setWatched(fightClub.id, at: Self.later) == nil)
        #expect(try await repository.setNote(fightClub.id, to: "note") == nil)
        #expect(try await repository.remove(fightClub.id) == nil)

        #expect(!store.exists)
        #expect(directory.contents().isEmpty)
    }

    @Test("the first addition creates the file, its folders and its backup, and the entry reads back from the file")
    func firstWriteCreatesFile() async throws {
        let directory = try TemporaryWatchlistDirectory()
        defer { directory.remove() }
        let store = directory.store()

        _ = try await DefaultWatchlistRepository(store: store).add(fightClub.title, at: fightClub.addedAt)

        #expect(store.exists)
        #expect(FileManager.default.fileExists(atPath: try #require(store.backupURL).path))
        #expect(try await DefaultWatchlistRepository(store: directory.store()).entries() == [fightClub])
    }

    @Test("after every write the .bak holds the same entries as the file")
    func backupAfterEveryWrite() async throws {
        let directory = try TemporaryWatchlistDirectory()
        defer { directory.remove() }
        let store = directory.store()
        let repository = DefaultWatchlistRepository(store: store)
        let backup = try #require(store.backupURL)
        #expect(backup == directory.file.appendingPathExtension("bak"))

        _ = try await repository.add(fightClub.title, at: fightClub.addedAt)
        #expect(try await entries(restoring: backup, in: directory) == [fightClub])

        _ = try await repository.importEntries([breakingBad])
        _ = try await repository.setNote(breakingBad.id, to: "from season 2")
        _ = try await repository.setWatched(fightClub.id, at: Self.later)
        let live = try await repository.entries()
        #expect(
            try await entries(restoring: backup, in: directory).sorted { $0.id < $1.id }
                == live.sorted { $0.id < $1.id })
        #expect(live.count == 2)

        _ = try await repository.remove(fightClub.id)
        #expect(
            try await entries(restoring: backup, in: directory) == [
                WatchlistEntry(title: breakingBad.title, addedAt: breakingBad.addedAt, note: "from season 2")
            ])
    }

    @Test("an import that fails part way leaves the file and its .bak as they were")
    func failedImportOnFile() async throws {
        let directory = try TemporaryWatchlistDirectory()
        defer { directory.remove() }
        let store = directory.store()
        let repository = DefaultWatchlistRepository(store: store)
        _ = try await repository.add(fightClub.title, at: fightClub.addedAt)
        try await store.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER refuse_666 BEFORE INSERT ON watchlist_entry WHEN NEW.tmdbID = 666
                    BEGIN SELECT RAISE(ABORT, 'refused by the test'); END
                    """)
        }

        await #expect(throws: DataAccessError.self) {
            try await repository.importEntries([breakingBad, WatchlistEntry.mock(tmdbID: 666, title: "Refused")])
        }

        #expect(try await DefaultWatchlistRepository(store: directory.store()).entries() == [fightClub])
        #expect(try await entries(restoring: try #require(store.backupURL), in: directory) == [fightClub])
    }

    @Test("two stores on the same file, as two popcorn processes, see each other's writes")
    func twoProcesses() async throws {
        let directory = try TemporaryWatchlistDirectory()
        defer { directory.remove() }
        let first = DefaultWatchlistRepository(store: directory.store())
        let second = DefaultWatchlistRepository(store: directory.store())

        #expect(try await second.entries().isEmpty)
        _ = try await first.add(fightClub.title, at: fightClub.addedAt)
        #expect(try await second.entries() == [fightClub])

        let (_, isNew) = try await second.add(fightClub.title, at: Self.later)
        #expect(!isNew)
        _ = try await second.setNote(fightClub.id, to: "from the other terminal")
        #expect(try await first.entry(fightClub.id)?.note == "from the other terminal")

        _ = try await first.importEntries([breakingBad])
        #expect(try await second.remove(breakingBad.id) == breakingBad)
        #expect(try await first.entries().map(\.id) == [fightClub.id])
    }

    @Test("two stores adding to the same file at once lose none of each other's entries")
    func concurrentWriters() async throws {
        let directory = try TemporaryWatchlistDirectory()
        defer { directory.remove() }
        let repositories = [
            DefaultWatchlistRepository(store: directory.store()), DefaultWatchlistRepository(store: directory.store()),
        ]
        _ = try await repositories[0].add(fightClub.title, at: fightClub.addedAt)

        try await withThrowingTaskGroup(of: Void.self) { group in
            for tmdbID in 1...20 {
                group.addTask {
                    let title = WatchlistTitle(
                        id: WatchlistItemID(kind: .movie, tmdbID: tmdbID), title: "Title \(tmdbID)")
                    _ = try await repositories[tmdbID % 2].add(title, at: Self.later)
                }
            }
            try await group.waitForAll()
        }

        #expect(try await repositories[1].entries().count == 21)
    }
}
