import AccountDomain
import AccountTestHelpers
import Foundation
import Testing

@Suite("SyncBase")
struct SyncBaseTests {
    static let lastSync = Date(timeIntervalSince1970: 1_790_000_000)
    static let now = Date(timeIntervalSince1970: 1_790_200_000)

    static let fightClub = RatedKey.movie(id: 550)
    static let breakingBad = RatedKey.series(id: 1396)
    static let pilot = RatedKey.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 1)

    let base = SyncBase.mock(
        watchlist: [.fightClub, .breakingBad], ratings: [Self.fightClub: 10, Self.breakingBad: 18],
        lastSyncAt: Self.lastSync)

    /// Each side's changes of one sync: a title added and one removed each way, a rating given and
    /// one taken back each way.
    let plan = SyncPlan(
        toHere: [
            .watchlist(.se7en, onWatchlist: true), .watchlist(.breakingBad, onWatchlist: false),
            .rating(Self.breakingBad, halves: nil),
        ],
        toTMDb: [
            .watchlist(.fightClub, onWatchlist: false), .watchlist(.gameOfThrones, onWatchlist: true),
            .rating(Self.fightClub, halves: 16), .rating(Self.pilot, halves: 14),
        ],
        watchlist: [.se7en, .gameOfThrones], ratings: [Self.fightClub: 16, Self.pilot: 14])

    @Test("settled by a plan carried out whole: the state both sides agree on, at the time given")
    func settledWhole() {
        let made = Set(plan.toHere + plan.toTMDb)

        #expect(
            base.settled(by: plan, made: made, at: Self.now)
                == .mock(
                    watchlist: [.se7en, .gameOfThrones], ratings: [Self.fightClub: 16, Self.pilot: 14],
                    lastSyncAt: Self.now))
    }

    @Test("a change not made keeps its title's old base, agreed when it was, so that the next sync finds it again")
    func settledPartly() {
        let made: Set<SyncChange> = [.watchlist(.breakingBad, onWatchlist: false), .rating(Self.fightClub, halves: 16)]

        #expect(
            base.settled(by: plan, made: made, at: Self.now)
                == .mock(
                    watchlist: [.fightClub], ratings: [Self.fightClub: 16, Self.breakingBad: 18], lastSyncAt: Self.now,
                    watchlistAgreedAt: [
                        .se7en: Self.lastSync, .fightClub: Self.lastSync, .gameOfThrones: Self.lastSync,
                    ],
                    ratingsAgreedAt: [Self.breakingBad: Self.lastSync, Self.pilot: Self.lastSync]))
    }

    @Test("nothing made: the old base, each title agreed when it was, at the new time")
    func settledNothing() {
        let old = Self.lastSync
        #expect(
            base.settled(by: plan, made: [], at: Self.now)
                == .mock(
                    watchlist: [.fightClub, .breakingBad], ratings: [Self.fightClub: 10, Self.breakingBad: 18],
                    lastSyncAt: Self.now,
                    watchlistAgreedAt: [.se7en: old, .breakingBad: old, .fightClub: old, .gameOfThrones: old],
                    ratingsAgreedAt: [Self.breakingBad: old, Self.fightClub: old, Self.pilot: old]))
    }

    @Test("a title whose base another command changed meanwhile keeps that base, and when it was agreed")
    func settledOverAConcurrentChange() {
        let read = base
        let meanwhile = base.including([.rating(Self.breakingBad, halves: 20)], at: Self.now.addingTimeInterval(-60))
        let empty = SyncPlan(
            toHere: [], toTMDb: [], watchlist: [.fightClub, .breakingBad],
            ratings: [Self.fightClub: 10, Self.breakingBad: 18])

        #expect(
            meanwhile.settled(by: empty, made: [], at: Self.now, over: read)
                == .mock(
                    watchlist: [.fightClub, .breakingBad], ratings: [Self.fightClub: 10, Self.breakingBad: 20],
                    lastSyncAt: Self.now, ratingsAgreedAt: [Self.breakingBad: Self.now.addingTimeInterval(-60)]))
    }

    @Test("including changes sent outside a sync: they join the base, and the last sync's time stays")
    func including() {
        let sent: [SyncChange] = [
            .watchlist(.se7en, onWatchlist: true), .watchlist(.fightClub, onWatchlist: false),
            .rating(Self.pilot, halves: 14), .rating(Self.fightClub, halves: 16),
            .rating(Self.breakingBad, halves: nil),
        ]

        #expect(
            base.including(sent)
                == .mock(
                    watchlist: [.breakingBad, .se7en], ratings: [Self.fightClub: 16, Self.pilot: 14],
                    lastSyncAt: Self.lastSync))
    }

    @Test("including nothing changes nothing")
    func includingNothing() {
        #expect(base.including([]) == base)
    }

    @Test("the base of an account never synced is empty, without a time")
    func empty() {
        #expect(
            SyncBase.empty(accountID: 548) == SyncBase(accountID: 548, watchlist: [], ratings: [:], lastSyncAt: nil))
    }
}
