import AccountApplication
import AccountDomain
import AccountTestHelpers
import CoreDomain
import Foundation
import Testing

@Suite("DefaultPushPendingChangesUseCase")
struct DefaultPushPendingChangesUseCaseTests {
    static let lastSync = Date(timeIntervalSince1970: 1_790_000_000)
    static let later = Date(timeIntervalSince1970: 1_790_100_000)
    /// When the command that sends runs (after the changes).
    static let now = Date(timeIntervalSince1970: 1_790_200_000)

    static let base = SyncBase.mock(
        watchlist: [.fightClub], ratings: [.movie(id: 550): 16], lastSyncAt: Self.lastSync)

    let service = MockAccountService(
        library: .mock(
            watchlist: [.fightClub],
            ratings: [.movie(id: 550): RemoteRating(halves: 16, ratedAt: Self.lastSync, name: "Fight Club")]))
    let bases = MockSyncBaseRepository(bases: [Self.base])
    /// Since the last sync: Se7en added and Breaking Bad rated here.
    let library = MockLocalLibrary(
        .mock(
            watchlist: [.fightClub, .se7en],
            ratings: [
                .movie(id: 550): RatingMark(halves: 16, changedAt: Self.lastSync),
                .series(id: 1396): RatingMark(halves: 18, changedAt: Self.later),
            ]))

    func push(
        sessions: MockSessionRepository = MockSessionRepository(session: .mock), changedSince: Date = Self.later
    ) async -> PushReportModel {
        await PopcornAccountFactory(
            service: service, sessions: sessions, bases: bases, library: library, now: { Self.now }
        )
        .makePushPendingChangesUseCase()
        .execute(changedSince: changedSince)
    }

    @Test("not signed in: nothing to send, and TMDb is not asked")
    func notSignedIn() async {
        let report = await push(sessions: MockSessionRepository())

        #expect(report == .notSignedIn)
        #expect(service.sent == [])
        #expect(service.identityCalls == [])
        #expect(bases.saved == [])
    }

    @Test("the changes made here since the last sync are sent, and the base takes them in, its sync time kept")
    func sends() async {
        let report = await push()

        #expect(report == PushReportModel(sent: 2, pending: 0, failure: nil))
        #expect(
            Set(service.sent) == [.watchlist(.se7en, onWatchlist: true), .rating(.series(id: 1396), halves: 18)])
        #expect(service.sent.count == 2)
        #expect(
            bases.saved == [
                .mock(
                    watchlist: [.fightClub, .se7en], ratings: [.movie(id: 550): 16, .series(id: 1396): 18],
                    lastSyncAt: Self.lastSync, watchlistAgreedAt: [.se7en: Self.now],
                    ratingsAgreedAt: [.series(id: 1396): Self.now])
            ])
    }

    @Test("a rating changed before this command (pending since) waits for the sync; the watchlist's change goes")
    func olderRatingsWait() async {
        let report = await push(changedSince: Self.now)

        #expect(report == PushReportModel(sent: 1, pending: 1, failure: nil))
        #expect(service.sent == [.watchlist(.se7en, onWatchlist: true)])
    }

    @Test("never synced on this machine: nothing is sent, and the report says why")
    func neverSynced() async {
        let bases = MockSyncBaseRepository()
        let report = await PopcornAccountFactory(
            service: service, sessions: MockSessionRepository(session: .mock), bases: bases, library: library
        ).makePushPendingChangesUseCase().execute(changedSince: Self.later)

        #expect(report == PushReportModel(sent: 0, pending: 4, failure: .neverSynced))
        #expect(service.sent == [])
        #expect(bases.saved == [])
    }

    @Test("sent once: pushing again finds nothing pending")
    func sendsOnce() async {
        _ = await push()
        let again = await push()

        #expect(again == PushReportModel(sent: 0, pending: 0, failure: nil))
        #expect(service.sent.count == 2)
        #expect(bases.saved.count == 1)
    }

    @Test("nothing changed here since the last sync: nothing is sent, and the base is kept as it is")
    func nothingPending() async {
        let library = MockLocalLibrary(
            .mock(watchlist: [.fightClub], ratings: [.movie(id: 550): RatingMark(halves: 16, changedAt: Self.lastSync)])
        )

        let report = await PopcornAccountFactory(
            service: service, sessions: MockSessionRepository(session: .mock), bases: bases, library: library
        ).makePushPendingChangesUseCase().execute(changedSince: Self.later)

        #expect(report == PushReportModel(sent: 0, pending: 0, failure: nil))
        #expect(service.sent == [])
        #expect(bases.saved == [])
    }

    @Test("TMDb unreachable: the changes wait as pending, with why, and the base is unchanged")
    func unreachable() async throws {
        service.stubSend(.watchlist(.se7en, onWatchlist: true), error: .unreachable("timed out"))
        service.stubSend(.rating(.series(id: 1396), halves: 18), error: .unreachable("timed out"))

        let report = await push()

        #expect(report == PushReportModel(sent: 0, pending: 2, failure: .unknown(.unreachable("timed out"))))
        #expect(service.sent == [])
        #expect(bases.saved == [])
        #expect(try await bases.base(accountID: 548) == Self.base)
    }

    @Test("TMDb failing part way: what was sent joins the base, the rest waits as pending")
    func partly() async {
        service.stubSend(.rating(.series(id: 1396), halves: 18), error: .unreachable("timed out"))

        let report = await push()

        #expect(report == PushReportModel(sent: 1, pending: 1, failure: .unknown(.unreachable("timed out"))))
        #expect(service.sent == [.watchlist(.se7en, onWatchlist: true)])
        #expect(
            bases.saved == [
                .mock(
                    watchlist: [.fightClub, .se7en], ratings: [.movie(id: 550): 16], lastSyncAt: Self.lastSync,
                    watchlistAgreedAt: [.se7en: Self.now])
            ])
    }

    @Test("TMDb refusing the session: the session is revoked, and the changes wait")
    func sessionRevoked() async {
        service.stubSend(.watchlist(.se7en, onWatchlist: true), error: .unauthorised("Invalid session."))
        service.stubSend(.rating(.series(id: 1396), halves: 18), error: .unauthorised("Invalid session."))

        let report = await push()

        #expect(report == PushReportModel(sent: 0, pending: 2, failure: .sessionRevoked))
        #expect(bases.saved == [])
    }
}
