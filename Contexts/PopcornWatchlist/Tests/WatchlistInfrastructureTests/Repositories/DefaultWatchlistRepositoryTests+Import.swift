import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import Testing
import WatchlistDomain
import WatchlistInfrastructure
import WatchlistTestHelpers

/// `importEntries`: every new entry in one transaction, all or none.
extension DefaultWatchlistRepositoryTests {
    /// Makes the file refuse any row of `tmdbID`, as a full disk or a damaged page would refuse a
    /// write part way through an import.
    func refuseRows(of tmdbID: Int) async throws {
        try await store.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER refuse_\(tmdbID) BEFORE INSERT ON watchlist_entry WHEN NEW.tmdbID = \(tmdbID)
                    BEGIN SELECT RAISE(ABORT, 'refused by the test'); END
                    """)
        }
    }

    @Test("an import adds every entry as given (dates, watched, note) and says which it added, in order")
    func importsEntries() async throws {
        let watched = WatchlistEntry.mock(
            tmdbID: 603, title: "The Matrix", watchedAt: Self.later, note: "again")

        let result = try await repository.importEntries([breakingBad, watched, fightClub])

        #expect(result == WatchlistImportResult(added: [breakingBad.id, watched.id, fightClub.id], alreadyThere: []))
        #expect(Set(try await repository.entries().map(\.id)) == [breakingBad.id, watched.id, fightClub.id])
        #expect(try await repository.entry(watched.id) == watched)
    }

    @Test("entries already there are left as they are, and said to be already there")
    func leavesExistingEntries() async throws {
        _ = try await repository.add(fightClub.title, at: fightClub.addedAt)
        _ = try await repository.setNote(fightClub.id, to: "mine")
        let theirs = WatchlistEntry.mock(title: "Fight Club (theirs)", addedAt: Self.later, note: "theirs")

        let result = try await repository.importEntries([theirs, breakingBad])

        #expect(result == WatchlistImportResult(added: [breakingBad.id], alreadyThere: [fightClub.id]))
        #expect(
            try await repository.entry(fightClub.id)
                == WatchlistEntry(title: fightClub.title, addedAt: fightClub.addedAt, note: "mine"))
    }

    @Test("a title twice in one import is added once, the first time")
    func duplicateInOneImport() async throws {
        let second = WatchlistEntry.mock(note: "second")

        let result = try await repository.importEntries([fightClub, second])

        #expect(result == WatchlistImportResult(added: [fightClub.id], alreadyThere: [fightClub.id]))
        #expect(try await repository.entries() == [fightClub])
    }

    @Test("importing the same entries twice adds nothing the second time")
    func importTwice() async throws {
        _ = try await repository.importEntries([fightClub, breakingBad])

        let second = try await repository.importEntries([fightClub, breakingBad])

        #expect(second == WatchlistImportResult(added: [], alreadyThere: [fightClub.id, breakingBad.id]))
        #expect(try rowCount() == 2)
    }

    @Test("an empty import changes nothing")
    func emptyImport() async throws {
        #expect(try await repository.importEntries([]) == WatchlistImportResult(added: [], alreadyThere: []))
        #expect(try rowCount() == 0)
    }

    @Test("an import is one transaction, however many entries it adds")
    func oneTransaction() async throws {
        let queue = try #require(try store.writer() as? DatabaseQueue)
        let log = StatementLog.attached(to: queue)

        _ = try await repository.importEntries((1...20).map { WatchlistEntry.mock(tmdbID: $0, title: "Title \($0)") })

        #expect(log.all.filter { $0.hasPrefix("BEGIN") }.count == 1)
        #expect(log.all.filter { $0.hasPrefix("COMMIT") }.count == 1)
        #expect(try rowCount() == 20)
    }

    @Test("an import that fails part way adds none of its entries, and leaves those already there")
    func allOrNothing() async throws {
        _ = try await repository.add(fightClub.title, at: fightClub.addedAt)
        try await refuseRows(of: 666)
        let entries = [
            breakingBad, WatchlistEntry.mock(tmdbID: 603, title: "The Matrix"),
            WatchlistEntry.mock(tmdbID: 666, title: "Refused"), WatchlistEntry.mock(tmdbID: 949, title: "Heat"),
        ]

        await #expect {
            try await repository.importEntries(entries)
        } throws: { error in
            guard case DataAccessError.storage(let message?) = error else {
                return false
            }
            return message.hasPrefix("the watchlist could not be written") && message.contains("refused by the test")
        }
        #expect(try await repository.entries() == [fightClub])
    }
}
