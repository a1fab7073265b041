import AccountDomain
import AccountTestHelpers
import Foundation
import Testing

extension SyncPlannerTests {
    @Test("a rating given again here with the base's value, after the account changed it: the newer change wins")
    func ratedAgainHereWithTheBaseValue() {
        let base = SyncBase.mock(ratings: [Self.fightClub: 16], lastSyncAt: Self.lastSync)
        let plan = planning(
            base: base, local: .mock(ratings: [Self.fightClub: RatingMark(halves: 16, changedAt: Self.later)]),
            remote: .mock(ratings: [Self.fightClub: Self.remote(12, at: Self.earlier)]))

        #expect(plan.toTMDb == [.rating(Self.fightClub, halves: 16)])
        #expect(plan.toHere == [])
        #expect(plan.ratings == [Self.fightClub: 16])
    }

    @Test("a title taken off and put back here while the account took it off: the change made here wins")
    func putBackHere() {
        let base = SyncBase.mock(watchlist: [.fightClub], lastSyncAt: Self.lastSync)
        let plan = planning(
            base: base, local: .mock(watchlist: [.fightClub], watchlistAddedAt: [.fightClub: Self.later]),
            remote: .mock())

        #expect(plan.toTMDb == [.watchlist(.fightClub, onWatchlist: true)])
        #expect(plan.watchlist == [.fightClub])
    }

    @Test("a title sent at once, then taken off on the account: its agreement time says the account changed it")
    func agreedAfterTheSync() {
        let base = SyncBase.mock(
            watchlist: [.fightClub], lastSyncAt: Self.lastSync, watchlistAgreedAt: [.fightClub: Self.later])
        let plan = planning(
            base: base, local: .mock(watchlist: [.fightClub], watchlistAddedAt: [.fightClub: Self.earlier]),
            remote: .mock())

        #expect(plan.toHere == [.watchlist(.fightClub, onWatchlist: false)])
        #expect(plan.toTMDb == [])
    }

    @Test("a list TMDb let popcorn read only in part: a title missing from it is not taken off here")
    func partialList() {
        let base = SyncBase.mock(
            watchlist: [.fightClub, .breakingBad], ratings: [Self.fightClub: 16], lastSyncAt: Self.lastSync)
        let plan = planning(
            base: base,
            local: .mock(
                watchlist: [.fightClub, .breakingBad],
                ratings: [Self.fightClub: RatingMark(halves: 16, changedAt: Self.lastSync)]),
            remote: .mock(watchlist: [.breakingBad], partialLists: [.movieWatchlist, .ratedMovies]))

        #expect(plan.isEmpty)
        #expect(plan.watchlist == [.fightClub, .breakingBad])
        #expect(plan.ratings == [Self.fightClub: 16])
    }

    @Test("a rating TMDb sent but popcorn could not read is left as it is on both sides")
    func unreadableRating() {
        let base = SyncBase.mock(ratings: [Self.fightClub: 16], lastSyncAt: Self.lastSync)
        let plan = planning(
            base: base, local: .mock(ratings: [Self.fightClub: RatingMark(halves: 16, changedAt: Self.lastSync)]),
            remote: .mock(unreadableRatings: [Self.fightClub]))

        #expect(plan.isEmpty)
        #expect(plan.ratings == [Self.fightClub: 16])
    }
}
