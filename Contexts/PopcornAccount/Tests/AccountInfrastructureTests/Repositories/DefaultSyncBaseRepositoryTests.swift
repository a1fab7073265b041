import AccountDomain
import AccountInfrastructure
import AccountTestHelpers
import DataPersistence
import Foundation
import GRDB
import Testing

/// The repository's semantics, on an in-memory store with the real migrations.
@Suite("DefaultSyncBaseRepository")
struct DefaultSyncBaseRepositoryTests {
    static let lastSync = Date(timeIntervalSince1970: 1_790_000_000)
    static let later = Date(timeIntervalSince1970: 1_790_100_000)

    let store = UserDataStore(inMemoryWith: [AccountMigrations()], description: "the sync state")
    let repository: DefaultSyncBaseRepository

    init() {
        repository = DefaultSyncBaseRepository(store: store)
    }

    /// Ana's account after a sync: movies and series on the watchlist, and a movie, a series and
    /// episodes (a special among them) rated, from half a star to ten.
    let base = SyncBase.mock(
        watchlist: [.fightClub, .se7en, .breakingBad, .gameOfThrones],
        ratings: [
            .movie(id: 550): 17, .series(id: 1396): 20,
            .episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 3): 1,
            .episode(seriesID: 1396, seasonNumber: 0, episodeNumber: 12): 14,
        ],
        lastSyncAt: Self.lastSync)

    /// Bo's account, on the same machine.
    let other = SyncBase.mock(
        accountID: 777, watchlist: [.pulpFiction], ratings: [.movie(id: 680): 18], lastSyncAt: Self.later)

    /// The rows of `table`, every account's.
    func rowCount(_ table: String) throws -> Int {
        try store.writer().read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }

    @Test("the base of an account never synced is empty")
    func unknownAccount() async throws {
        #expect(try await repository.base(accountID: 548) == .empty(accountID: 548))
    }

    @Test("a base saved is read back whole: its watchlist, its ratings (episodes too) and its time")
    func roundTrip() async throws {
        try await repository.save(base)

        #expect(try await repository.base(accountID: 548) == base)
    }

    @Test("an empty base, without a time, is read back as it was saved")
    func emptyRoundTrip() async throws {
        try await repository.save(.mock())

        #expect(try await repository.base(accountID: 548) == .mock())
    }

    @Test("saving replaces the previous base of that account whole, and leaves another account's alone")
    func replaces() async throws {
        try await repository.save(base)
        try await repository.save(other)
        let next = SyncBase.mock(
            watchlist: [.se7en], ratings: [.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 3): 2],
            lastSyncAt: Self.later)

        try await repository.save(next)

        #expect(try await repository.base(accountID: 548) == next)
        #expect(try await repository.base(accountID: 777) == other)
        #expect(try rowCount("account_sync") == 2)
        #expect(try rowCount("account_sync_watchlist") == 2)
        #expect(try rowCount("account_sync_rating") == 2)
    }

    @Test("reading before the first sync answers an empty base and creates no file")
    func readsCreateNothing() async throws {
        let directory = TemporaryAccountDirectory()
        defer { directory.remove() }

        #expect(try await directory.bases().base(accountID: 548) == .empty(accountID: 548))
        #expect(!FileManager.default.fileExists(atPath: directory.url.path))
    }

    @Test("a base saved to the file is there for the next process")
    func durable() async throws {
        let directory = TemporaryAccountDirectory()
        defer { directory.remove() }

        try await directory.bases().save(base)

        #expect(try await directory.bases().base(accountID: 548) == base)
    }
}
