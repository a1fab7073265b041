import AccountDomain
import AccountInfrastructure
import AccountTestHelpers
import Foundation
import Testing

/// When both sides last agreed on each title, and updates that read and replace a base at once.
extension DefaultSyncBaseRepositoryTests {
    /// After the last sync: when changes made here were sent at once.
    static let sentAt = Date(timeIntervalSince1970: 1_790_050_000)

    @Test("times both sides agreed on titles, other than the last sync's, are read back: on or off the lists alike")
    func agreedRoundTrip() async throws {
        let agreed = SyncBase.mock(
            watchlist: [.fightClub, .se7en], ratings: [.movie(id: 550): 17, .series(id: 1396): 20],
            lastSyncAt: Self.lastSync,
            watchlistAgreedAt: [.fightClub: Self.sentAt, .pulpFiction: Self.later],
            ratingsAgreedAt: [
                .series(id: 1396): Self.sentAt,
                .episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 3): Self.later,
            ])

        try await repository.save(agreed)

        #expect(try await repository.base(accountID: 548) == agreed)
        #expect(try rowCount("account_sync_agreed") == 4)
    }

    @Test("a time agreed at the last sync's own time is that time: it is not kept apart")
    func agreedAtLastSync() async throws {
        try await repository.save(
            .mock(
                watchlist: [.fightClub], ratings: [.movie(id: 550): 17], lastSyncAt: Self.lastSync,
                watchlistAgreedAt: [.fightClub: Self.lastSync], ratingsAgreedAt: [.movie(id: 550): Self.lastSync]))

        let read = try await repository.base(accountID: 548)

        #expect(read == .mock(watchlist: [.fightClub], ratings: [.movie(id: 550): 17], lastSyncAt: Self.lastSync))
        #expect(read.agreedAt(.fightClub) == Self.lastSync)
        #expect(read.agreedAt(RatedKey.movie(id: 550)) == Self.lastSync)
        #expect(try rowCount("account_sync_agreed") == 0)
    }

    @Test("an update changes the base as it is then and saves it: two updates in a row both count")
    func updates() async throws {
        try await repository.save(base)
        try await repository.save(other)

        try await repository.update(accountID: 548) { base in
            base.including([.watchlist(.pulpFiction, onWatchlist: true)], at: Self.sentAt)
        }
        try await repository.update(accountID: 548) { base in
            base.including([.rating(.movie(id: 550), halves: 18)], at: Self.later)
        }

        var ratings = base.ratings
        ratings[.movie(id: 550)] = 18
        #expect(
            try await repository.base(accountID: 548)
                == .mock(
                    watchlist: base.watchlist.union([.pulpFiction]), ratings: ratings, lastSyncAt: Self.lastSync,
                    watchlistAgreedAt: [.pulpFiction: Self.sentAt], ratingsAgreedAt: [.movie(id: 550): Self.later]))
        #expect(try await repository.base(accountID: 777) == other)
        #expect(try rowCount("account_sync") == 2)
    }

    @Test("an update of an account never synced starts from its empty base")
    func updatesEmpty() async throws {
        try await repository.update(accountID: 999) { base in
            base.including([.watchlist(.se7en, onWatchlist: true)], at: Self.sentAt)
        }

        #expect(
            try await repository.base(accountID: 999)
                == .mock(accountID: 999, watchlist: [.se7en], watchlistAgreedAt: [.se7en: Self.sentAt]))
    }
}
