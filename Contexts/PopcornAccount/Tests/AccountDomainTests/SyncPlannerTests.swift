import AccountDomain
import AccountTestHelpers
import Foundation
import Testing

/// The sync rule: a three-way comparison of each title and rating, here and on the account, with
/// the base of the last sync.
@Suite("SyncPlanner")
struct SyncPlannerTests {
    static let lastSync = Date(timeIntervalSince1970: 1_790_000_000)
    static let earlier = Date(timeIntervalSince1970: 1_790_100_000)
    static let later = Date(timeIntervalSince1970: 1_790_200_000)

    static let fightClub = RatedKey.movie(id: 550)
    static let blade = RatedKey.movie(id: 36_647)
    static let breakingBad = RatedKey.series(id: 1396)
    static let pilot = RatedKey.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 1)
    static let seasonTwo = RatedKey.episode(seriesID: 1396, seasonNumber: 2, episodeNumber: 1)

    func planning(
        base: SyncBase = .mock(), local: LocalLibrary = .mock(), remote: RemoteLibrary = .mock()
    ) -> SyncPlan {
        SyncPlanner.plan(base: base, local: local, remote: remote)
    }

    /// A rating on the account, without a name.
    static func remote(_ halves: Int, at ratedAt: Date?) -> RemoteRating {
        RemoteRating(halves: halves, ratedAt: ratedAt, name: nil)
    }

    // MARK: The watchlist

    @Test("the first sync (no base) puts the titles of either side's watchlist on both")
    func firstSyncWatchlist() {
        let plan = planning(
            local: .mock(watchlist: [.fightClub, .breakingBad]),
            remote: .mock(watchlist: [.breakingBad, .gameOfThrones]))

        #expect(
            plan
                == SyncPlan(
                    toHere: [.watchlist(.gameOfThrones, onWatchlist: true)],
                    toTMDb: [.watchlist(.fightClub, onWatchlist: true)],
                    watchlist: [.fightClub, .breakingBad, .gameOfThrones], ratings: [:]))
    }

    @Test("the first sync keeps the ratings of either side, on both")
    func firstSyncRatings() {
        let plan = planning(
            local: .mock(ratings: [Self.fightClub: RatingMark(halves: 16, changedAt: Self.earlier)]),
            remote: .mock(ratings: [Self.breakingBad: Self.remote(18, at: Self.later)]))

        #expect(
            plan
                == SyncPlan(
                    toHere: [.rating(Self.breakingBad, halves: 18)], toTMDb: [.rating(Self.fightClub, halves: 16)],
                    watchlist: [], ratings: [Self.fightClub: 16, Self.breakingBad: 18]))
    }

    @Test("a title added here only is sent to TMDb")
    func addedHere() {
        let plan = planning(
            base: .mock(watchlist: [.breakingBad]), local: .mock(watchlist: [.breakingBad, .fightClub]),
            remote: .mock(watchlist: [.breakingBad]))

        #expect(
            plan
                == SyncPlan(
                    toHere: [], toTMDb: [.watchlist(.fightClub, onWatchlist: true)],
                    watchlist: [.breakingBad, .fightClub], ratings: [:]))
    }

    @Test("a title added on the account only is added here")
    func addedThere() {
        let plan = planning(
            base: .mock(watchlist: [.breakingBad]), local: .mock(watchlist: [.breakingBad]),
            remote: .mock(watchlist: [.breakingBad, .fightClub]))

        #expect(
            plan
                == SyncPlan(
                    toHere: [.watchlist(.fightClub, onWatchlist: true)], toTMDb: [],
                    watchlist: [.breakingBad, .fightClub], ratings: [:]))
    }

    @Test("a title removed here since the last sync, still on the account, is removed from TMDb")
    func removedHere() {
        let plan = planning(
            base: .mock(watchlist: [.fightClub, .breakingBad]), local: .mock(watchlist: [.breakingBad]),
            remote: .mock(watchlist: [.fightClub, .breakingBad]))

        #expect(
            plan
                == SyncPlan(
                    toHere: [], toTMDb: [.watchlist(.fightClub, onWatchlist: false)], watchlist: [.breakingBad],
                    ratings: [:]))
    }

    @Test("a title removed on the account since the last sync is removed here")
    func removedThere() {
        let plan = planning(
            base: .mock(watchlist: [.fightClub, .breakingBad]), local: .mock(watchlist: [.fightClub, .breakingBad]),
            remote: .mock(watchlist: [.breakingBad]))

        #expect(
            plan
                == SyncPlan(
                    toHere: [.watchlist(.fightClub, onWatchlist: false)], toTMDb: [], watchlist: [.breakingBad],
                    ratings: [:]))
    }

    @Test("a title removed on both sides: nothing to do, and it is gone from the agreed watchlist")
    func removedOnBoth() {
        let plan = planning(
            base: .mock(watchlist: [.fightClub, .breakingBad]), local: .mock(watchlist: [.breakingBad]),
            remote: .mock(watchlist: [.breakingBad]))

        #expect(plan == SyncPlan(toHere: [], toTMDb: [], watchlist: [.breakingBad], ratings: [:]))
        #expect(plan.isEmpty)
    }

    @Test("a title added on both sides, or kept on both: nothing to do")
    func agreed() {
        let plan = planning(
            base: .mock(watchlist: [.fightClub]), local: .mock(watchlist: [.fightClub, .se7en]),
            remote: .mock(watchlist: [.fightClub, .se7en]))

        #expect(plan == SyncPlan(toHere: [], toTMDb: [], watchlist: [.fightClub, .se7en], ratings: [:]))
        #expect(plan.isEmpty)
    }

    // MARK: Ratings

    @Test("a rating given here only is sent to TMDb")
    func ratedHere() {
        let plan = planning(
            base: .mock(ratings: [Self.breakingBad: 18]),
            local: .mock(ratings: [
                Self.fightClub: RatingMark(halves: 16, changedAt: Self.earlier),
                Self.breakingBad: RatingMark(halves: 18, changedAt: Self.lastSync),
            ]),
            remote: .mock(ratings: [Self.breakingBad: Self.remote(18, at: Self.lastSync)]))

        #expect(
            plan
                == SyncPlan(
                    toHere: [], toTMDb: [.rating(Self.fightClub, halves: 16)], watchlist: [],
                    ratings: [Self.fightClub: 16, Self.breakingBad: 18]))
    }

    @Test("a rating given on the account only is given here")
    func ratedThere() {
        let plan = planning(remote: .mock(ratings: [Self.pilot: Self.remote(17, at: Self.later)]))

        #expect(
            plan
                == SyncPlan(
                    toHere: [.rating(Self.pilot, halves: 17)], toTMDb: [], watchlist: [], ratings: [Self.pilot: 17]))
    }

    @Test("a rating changed on both sides to the same value: nothing to do")
    func changedAlike() {
        let plan = planning(
            base: .mock(ratings: [Self.fightClub: 10]),
            local: .mock(ratings: [Self.fightClub: RatingMark(halves: 16, changedAt: Self.earlier)]),
            remote: .mock(ratings: [Self.fightClub: Self.remote(16, at: Self.later)]))

        #expect(plan == SyncPlan(toHere: [], toTMDb: [], watchlist: [], ratings: [Self.fightClub: 16]))
    }

    @Test("a rating changed differently on both sides, both times known: the account's newer change wins")
    func newerThereWins() {
        let plan = planning(
            base: .mock(ratings: [Self.fightClub: 10]),
            local: .mock(ratings: [Self.fightClub: RatingMark(halves: 16, changedAt: Self.earlier)]),
            remote: .mock(ratings: [Self.fightClub: Self.remote(14, at: Self.later)]))

        #expect(
            plan
                == SyncPlan(
                    toHere: [.rating(Self.fightClub, halves: 14)], toTMDb: [], watchlist: [],
                    ratings: [Self.fightClub: 14]))
    }

    @Test("a rating changed differently on both sides, both times known: the newer change made here wins")
    func newerHereWins() {
        let plan = planning(
            base: .mock(ratings: [Self.fightClub: 10]),
            local: .mock(ratings: [Self.fightClub: RatingMark(halves: 16, changedAt: Self.later)]),
            remote: .mock(ratings: [Self.fightClub: Self.remote(14, at: Self.earlier)]))

        #expect(
            plan
                == SyncPlan(
                    toHere: [], toTMDb: [.rating(Self.fightClub, halves: 16)], watchlist: [],
                    ratings: [Self.fightClub: 16]))
    }

    @Test("a rating changed differently on both sides, the account's time unknown: the change made here wins")
    func withoutRemoteTimeHereWins() {
        let plan = planning(
            base: .mock(ratings: [Self.fightClub: 10]),
            local: .mock(ratings: [Self.fightClub: RatingMark(halves: 16, changedAt: Self.earlier)]),
            remote: .mock(ratings: [Self.fightClub: Self.remote(14, at: nil)]))

        #expect(
            plan
                == SyncPlan(
                    toHere: [], toTMDb: [.rating(Self.fightClub, halves: 16)], watchlist: [],
                    ratings: [Self.fightClub: 16]))
    }

    @Test("a rating changed differently on both sides, the time here unknown: the change made here wins")
    func withoutLocalTimeHereWins() {
        let plan = planning(
            base: .mock(ratings: [Self.fightClub: 10]),
            local: .mock(ratings: [Self.fightClub: RatingMark(halves: 16, changedAt: nil)]),
            remote: .mock(ratings: [Self.fightClub: Self.remote(14, at: Self.later)]))

        #expect(
            plan
                == SyncPlan(
                    toHere: [], toTMDb: [.rating(Self.fightClub, halves: 16)], watchlist: [],
                    ratings: [Self.fightClub: 16]))
    }

    @Test("a rating taken back here, unchanged on the account, is taken back on TMDb")
    func clearedHere() {
        let plan = planning(
            base: .mock(ratings: [Self.fightClub: 10]),
            local: .mock(ratings: [Self.fightClub: RatingMark(halves: nil, changedAt: Self.earlier)]),
            remote: .mock(ratings: [Self.fightClub: Self.remote(10, at: Self.lastSync)]))

        #expect(
            plan == SyncPlan(toHere: [], toTMDb: [.rating(Self.fightClub, halves: nil)], watchlist: [], ratings: [:]))
    }

    @Test("a rating taken back here while the account changed it later: the account's rating wins")
    func clearedHereChangedLaterThere() {
        let plan = planning(
            base: .mock(ratings: [Self.fightClub: 10]),
            local: .mock(ratings: [Self.fightClub: RatingMark(halves: nil, changedAt: Self.earlier)]),
            remote: .mock(ratings: [Self.fightClub: Self.remote(14, at: Self.later)]))

        #expect(
            plan
                == SyncPlan(
                    toHere: [.rating(Self.fightClub, halves: 14)], toTMDb: [], watchlist: [],
                    ratings: [Self.fightClub: 14]))
    }

    @Test("a rating taken back here after the account changed it: taking it back wins")
    func clearedHereAfterChangeThere() {
        let plan = planning(
            base: .mock(ratings: [Self.fightClub: 10]),
            local: .mock(ratings: [Self.fightClub: RatingMark(halves: nil, changedAt: Self.later)]),
            remote: .mock(ratings: [Self.fightClub: Self.remote(14, at: Self.earlier)]))

        #expect(
            plan == SyncPlan(toHere: [], toTMDb: [.rating(Self.fightClub, halves: nil)], watchlist: [], ratings: [:]))
    }

    @Test("a rating taken back on the account (gone from it), unchanged here, is taken back here")
    func clearedThere() {
        let plan = planning(
            base: .mock(ratings: [Self.fightClub: 10]),
            local: .mock(ratings: [Self.fightClub: RatingMark(halves: 10, changedAt: Self.lastSync)]))

        #expect(
            plan == SyncPlan(toHere: [.rating(Self.fightClub, halves: nil)], toTMDb: [], watchlist: [], ratings: [:]))
    }

    @Test("a rating taken back on the account but changed here: the change here wins (TMDb does not say when)")
    func clearedThereChangedHere() {
        let plan = planning(
            base: .mock(ratings: [Self.fightClub: 10]),
            local: .mock(ratings: [Self.fightClub: RatingMark(halves: 16, changedAt: Self.earlier)]))

        #expect(
            plan
                == SyncPlan(
                    toHere: [], toTMDb: [.rating(Self.fightClub, halves: 16)], watchlist: [],
                    ratings: [Self.fightClub: 16]))
    }

    @Test("a rating taken back on both sides: nothing to do, and it is gone from the agreed ratings")
    func clearedOnBoth() {
        let plan = planning(
            base: .mock(ratings: [Self.fightClub: 10, Self.breakingBad: 18]),
            local: .mock(ratings: [
                Self.fightClub: RatingMark(halves: nil, changedAt: Self.earlier),
                Self.breakingBad: RatingMark(halves: 18, changedAt: Self.lastSync),
            ]),
            remote: .mock(ratings: [Self.breakingBad: Self.remote(18, at: Self.lastSync)]))

        #expect(plan == SyncPlan(toHere: [], toTMDb: [], watchlist: [], ratings: [Self.breakingBad: 18]))
        #expect(plan.isEmpty)
    }

    // MARK: The plan as a whole

    @Test("every kind of change at once: each side gets the other's, and both agree on the plan's state")
    func everything() {
        let base = SyncBase.mock(
            watchlist: [.fightClub, .se7en, .breakingBad],
            ratings: [Self.fightClub: 16, Self.breakingBad: 18, Self.blade: 14],
            lastSyncAt: Self.lastSync)
        let local = LocalLibrary.mock(
            watchlist: [.fightClub, .breakingBad, .gameOfThrones],
            ratings: [
                Self.fightClub: RatingMark(halves: 16, changedAt: Self.lastSync),
                Self.breakingBad: RatingMark(halves: 20, changedAt: Self.later),
                Self.blade: RatingMark(halves: nil, changedAt: Self.earlier),
                Self.pilot: RatingMark(halves: 12, changedAt: Self.earlier),
            ])
        let remote = RemoteLibrary.mock(
            watchlist: [.fightClub, .se7en, .pulpFiction],
            ratings: [
                Self.fightClub: Self.remote(10, at: Self.later), Self.breakingBad: Self.remote(18, at: Self.earlier),
                Self.blade: Self.remote(14, at: Self.lastSync), Self.pilot: Self.remote(12, at: Self.later),
                Self.seasonTwo: Self.remote(15, at: Self.later),
            ])

        let plan = SyncPlanner.plan(base: base, local: local, remote: remote)

        #expect(
            plan
                == SyncPlan(
                    toHere: [
                        .watchlist(.pulpFiction, onWatchlist: true), .watchlist(.breakingBad, onWatchlist: false),
                        .rating(Self.fightClub, halves: 10), .rating(Self.seasonTwo, halves: 15),
                    ],
                    toTMDb: [
                        .watchlist(.se7en, onWatchlist: false), .watchlist(.gameOfThrones, onWatchlist: true),
                        .rating(Self.blade, halves: nil), .rating(Self.breakingBad, halves: 20),
                    ],
                    watchlist: [.fightClub, .pulpFiction, .gameOfThrones],
                    ratings: [Self.fightClub: 10, Self.breakingBad: 20, Self.pilot: 12, Self.seasonTwo: 15]))

        let here = Self.making(plan.toHere, to: Set(local.watchlist.keys), local.ratings.compactMapValues(\.halves))
        let there = Self.making(plan.toTMDb, to: Set(remote.watchlist.keys), remote.ratings.mapValues(\.halves))
        #expect(here.watchlist == plan.watchlist)
        #expect(here.ratings == plan.ratings)
        #expect(there.watchlist == plan.watchlist)
        #expect(there.ratings == plan.ratings)

        let again = SyncPlanner.plan(
            base: .mock(watchlist: plan.watchlist, ratings: plan.ratings, lastSyncAt: Self.later),
            local: .mock(
                watchlist: here.watchlist.sorted(),
                ratings: here.ratings.mapValues { RatingMark(halves: $0, changedAt: Self.later) }),
            remote: .mock(
                watchlist: there.watchlist.sorted(), ratings: there.ratings.mapValues { Self.remote($0, at: nil) }))
        #expect(again == SyncPlan(toHere: [], toTMDb: [], watchlist: plan.watchlist, ratings: plan.ratings))
    }

    @Test("changes come sorted: the watchlist's before the ratings', each by key (movies, series, then episodes)")
    func sorted() {
        let plan = planning(
            base: .mock(watchlist: [.fightClub]),
            local: .mock(
                watchlist: [.fightClub, .gameOfThrones, .se7en, .breakingBad],
                ratings: [
                    Self.seasonTwo: RatingMark(halves: 4, changedAt: Self.earlier),
                    Self.blade: RatingMark(halves: 6, changedAt: Self.earlier),
                    Self.pilot: RatingMark(halves: 8, changedAt: Self.earlier),
                ]),
            remote: .mock(
                watchlist: [.gameOfThrones, .pulpFiction],
                ratings: [
                    Self.breakingBad: Self.remote(18, at: Self.later), Self.seasonTwo: Self.remote(4, at: Self.later),
                    Self.fightClub: Self.remote(16, at: Self.later),
                ]))

        #expect(
            plan.toHere == [
                .watchlist(.fightClub, onWatchlist: false), .watchlist(.pulpFiction, onWatchlist: true),
                .rating(Self.fightClub, halves: 16), .rating(Self.breakingBad, halves: 18),
            ])
        #expect(
            plan.toTMDb == [
                .watchlist(.se7en, onWatchlist: true), .watchlist(.breakingBad, onWatchlist: true),
                .rating(Self.blade, halves: 6), .rating(Self.pilot, halves: 8),
            ])
    }

    // MARK: Pending changes

    @Test("pending: what changed here since the last sync, whatever the account holds now")
    func pending() {
        let base = SyncBase.mock(
            watchlist: [.fightClub, .breakingBad], ratings: [Self.fightClub: 16, Self.breakingBad: 18],
            lastSyncAt: Self.lastSync)
        let local = LocalLibrary.mock(
            watchlist: [.breakingBad, .se7en],
            ratings: [
                Self.fightClub: RatingMark(halves: 16, changedAt: Self.lastSync),
                Self.breakingBad: RatingMark(halves: nil, changedAt: Self.earlier),
                Self.pilot: RatingMark(halves: 14, changedAt: Self.earlier),
                Self.blade: RatingMark(halves: nil, changedAt: Self.earlier),
            ])

        #expect(
            SyncPlanner.pending(base: base, local: local) == [
                .watchlist(.fightClub, onWatchlist: false), .watchlist(.se7en, onWatchlist: true),
                .rating(Self.breakingBad, halves: nil), .rating(Self.pilot, halves: 14),
            ])
    }

    @Test("nothing changed here since the last sync: nothing pending")
    func nothingPending() {
        let base = SyncBase.mock(watchlist: [.fightClub], ratings: [Self.pilot: 14], lastSyncAt: Self.lastSync)
        let local = LocalLibrary.mock(
            watchlist: [.fightClub], ratings: [Self.pilot: RatingMark(halves: 14, changedAt: Self.lastSync)])

        #expect(SyncPlanner.pending(base: base, local: local) == [])
    }

    @Test("before the first sync, everything here is pending")
    func everythingPendingBeforeFirstSync() {
        let local = LocalLibrary.mock(
            watchlist: [.breakingBad, .fightClub],
            ratings: [Self.pilot: RatingMark(halves: 14, changedAt: Self.earlier)])

        #expect(
            SyncPlanner.pending(base: .mock(), local: local) == [
                .watchlist(.fightClub, onWatchlist: true), .watchlist(.breakingBad, onWatchlist: true),
                .rating(Self.pilot, halves: 14),
            ])
    }

    /// `watchlist` and `ratings` once `changes` are made to them, as either side makes them.
    static func making(
        _ changes: [SyncChange], to watchlist: Set<WatchlistKey>, _ ratings: [RatedKey: Int]
    ) -> (watchlist: Set<WatchlistKey>, ratings: [RatedKey: Int]) {
        var watchlist = watchlist
        var ratings = ratings
        for change in changes {
            switch change {
            case .watchlist(let key, true): watchlist.insert(key)
            case .watchlist(let key, false): watchlist.remove(key)
            case .rating(let key, let halves): ratings[key] = halves
            }
        }
        return (watchlist, ratings)
    }
}
