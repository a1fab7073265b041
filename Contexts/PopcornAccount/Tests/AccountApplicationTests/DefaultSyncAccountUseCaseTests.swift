import AccountApplication
import AccountDomain
import AccountTestHelpers
import CoreDomain
import Foundation
import Testing

@Suite("DefaultSyncAccountUseCase")
struct DefaultSyncAccountUseCaseTests {
    static let lastSync = Date(timeIntervalSince1970: 1_790_000_000)
    static let earlier = Date(timeIntervalSince1970: 1_790_100_000)
    static let later = Date(timeIntervalSince1970: 1_790_200_000)
    static let now = Date(timeIntervalSince1970: 1_790_300_000)

    static let pilot = RatedKey.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 1)
    static let bagInTheRiver = RatedKey.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 3)

    /// One machine signed in to Ana's account: its library here and its own sync base.
    struct Machine {
        let library: MockLocalLibrary
        let bases: MockSyncBaseRepository

        init(_ library: LocalLibrary = .empty, bases: [SyncBase] = [], unnameable: Set<RatedKey> = []) {
            self.library = MockLocalLibrary(library, unnameable: unnameable)
            self.bases = MockSyncBaseRepository(bases: bases)
        }

        func sync(
            with service: MockAccountService, sessions: MockSessionRepository = MockSessionRepository(session: .mock),
            dryRun: Bool = false
        ) async throws -> SyncReportModel {
            try await PopcornAccountFactory(
                service: service, sessions: sessions, bases: bases, library: library,
                now: { DefaultSyncAccountUseCaseTests.now }
            ).makeSyncAccountUseCase().execute(dryRun: dryRun) { _, _ in }
        }
    }

    /// Each change of `report` on one line: `tmdb watchlist add movie 550`.
    static func lines(_ report: SyncReportModel) -> [String] {
        report.changes.map { change in
            let rating = change.rating.map { " \($0)" } ?? ""
            return "\(change.side) \(change.list) \(change.action) \(change.kind) \(change.tmdbID)\(rating)"
        }
    }

    @Test("not signed in: refused, and nothing is read or changed")
    func notSignedIn() async {
        let service = MockAccountService(library: .mock(watchlist: [.fightClub]))
        let machine = Machine(.mock(watchlist: [.se7en]))

        await #expect(throws: AccountError.notSignedIn) {
            try await machine.sync(with: service, sessions: MockSessionRepository())
        }
        #expect(service.sent == [])
        #expect(machine.library.applied == [])
        #expect(machine.bases.saved == [])
    }

    @Test("two machines on one account converge: an addition and a rating travel, then a removal")
    func twoMachinesConverge() async throws {
        let service = MockAccountService(library: .empty)
        let first = Machine()
        let second = Machine()

        first.library.change {
            $0 = .mock(
                watchlist: [.fightClub], ratings: [Self.pilot: RatingMark(halves: 18, changedAt: Self.earlier)])
        }
        let firstSends = try await first.sync(with: service)
        let secondGets = try await second.sync(with: service)

        #expect(Self.lines(firstSends) == ["tmdb watchlist add movie 550", "tmdb rating rate episode 1396 9.0"])
        #expect(Self.lines(secondGets) == ["here watchlist add movie 550", "here rating rate episode 1396 9.0"])
        #expect(second.library.current.watchlist == [.fightClub: "movie:550"])
        #expect(second.library.current.ratings == [Self.pilot: RatingMark(halves: 18, changedAt: Self.now)])

        second.library.change {
            $0 = LocalLibrary(watchlist: [:], ratings: $0.ratings, ratingNames: $0.ratingNames)
        }
        let secondSends = try await second.sync(with: service)
        let firstGets = try await first.sync(with: service)

        #expect(Self.lines(secondSends) == ["tmdb watchlist remove movie 550"])
        #expect(Self.lines(firstGets) == ["here watchlist remove movie 550"])
        #expect(first.library.current.watchlist == [:])
        #expect(service.sent.count == 3)
        #expect(
            service.library
                == RemoteLibrary.mock(ratings: [
                    Self.pilot: RemoteRating(halves: 18, ratedAt: nil, name: "episode:1396:1:1")
                ]))

        let agreed = SyncBase.mock(ratings: [Self.pilot: 18], lastSyncAt: Self.now)
        #expect(first.bases.saved.last == agreed)
        #expect(second.bases.saved.last == agreed)
        let firstAgain = try await first.sync(with: service)
        let secondAgain = try await second.sync(with: service)
        #expect(firstAgain.changes == [])
        #expect(secondAgain.changes == [])
        #expect(service.sent.count == 3)
    }

    @Test("a dry run reports both sides' changes and changes neither, nor the base")
    func dryRun() async throws {
        let remote = RemoteLibrary(
            watchlist: [.breakingBad: AccountTitle(name: "Breaking Bad")],
            ratings: [.movie(id: 807): RemoteRating(halves: 17, ratedAt: Self.later, name: "Se7en")])
        let service = MockAccountService(library: remote)
        let local = LocalLibrary(
            watchlist: [.fightClub: "Fight Club"],
            ratings: [.movie(id: 550): RatingMark(halves: 16, changedAt: Self.earlier)],
            ratingNames: [.movie(id: 550): "Fight Club"])
        let machine = Machine(local)

        let report = try await machine.sync(with: service, dryRun: true)

        #expect(
            report
                == SyncReportModel(
                    dryRun: true, username: "ana",
                    changes: [
                        SyncChangeModel(
                            side: "here", list: "watchlist", kind: "tv", tmdbID: 1396, seasonNumber: nil,
                            episodeNumber: nil, name: "Breaking Bad", action: "add", rating: nil),
                        SyncChangeModel(
                            side: "here", list: "rating", kind: "movie", tmdbID: 807, seasonNumber: nil,
                            episodeNumber: nil, name: "Se7en", action: "rate", rating: 8.5),
                        SyncChangeModel(
                            side: "tmdb", list: "watchlist", kind: "movie", tmdbID: 550, seasonNumber: nil,
                            episodeNumber: nil, name: "Fight Club", action: "add", rating: nil),
                        SyncChangeModel(
                            side: "tmdb", list: "rating", kind: "movie", tmdbID: 550, seasonNumber: nil,
                            episodeNumber: nil, name: "Fight Club", action: "rate", rating: 8),
                    ],
                    pendingChanges: 2, syncedAt: Self.now))
        #expect(machine.library.current == local)
        #expect(machine.library.applied == [])
        #expect(service.sent == [])
        #expect(service.library == remote)
        #expect(machine.bases.saved == [])
    }

    @Test("the report names each change made, here then on TMDb, from what either side knows of its title")
    func report() async throws {
        let base = SyncBase.mock(
            watchlist: [.fightClub], ratings: [.movie(id: 550): 16, .series(id: 1396): 18], lastSyncAt: Self.lastSync)
        let local = LocalLibrary(
            watchlist: [:],
            ratings: [
                .movie(id: 550): RatingMark(halves: 16, changedAt: Self.lastSync),
                .series(id: 1396): RatingMark(halves: 20, changedAt: Self.later),
            ],
            ratingNames: [.movie(id: 550): "Fight Club", .series(id: 1396): "Breaking Bad"])
        let remote = RemoteLibrary(
            watchlist: [
                .fightClub: AccountTitle(name: "Fight Club"), .gameOfThrones: AccountTitle(name: "Game of Thrones"),
            ],
            ratings: [
                .series(id: 1396): RemoteRating(halves: 18, ratedAt: Self.earlier, name: "Breaking Bad"),
                Self.bagInTheRiver: RemoteRating(
                    halves: 17, ratedAt: Self.earlier, name: nil, episodeName: "...And the Bag's in the River"),
            ])
        let service = MockAccountService(library: remote)
        let machine = Machine(local, bases: [base])

        let report = try await machine.sync(with: service)

        #expect(
            report
                == SyncReportModel(
                    dryRun: false, username: "ana",
                    changes: [
                        SyncChangeModel(
                            side: "here", list: "watchlist", kind: "tv", tmdbID: 1399, seasonNumber: nil,
                            episodeNumber: nil, name: "Game of Thrones", action: "add", rating: nil),
                        SyncChangeModel(
                            side: "here", list: "rating", kind: "movie", tmdbID: 550, seasonNumber: nil,
                            episodeNumber: nil, name: "Fight Club", action: "clear", rating: nil),
                        SyncChangeModel(
                            side: "here", list: "rating", kind: "episode", tmdbID: 1396, seasonNumber: 1,
                            episodeNumber: 3, name: "Breaking Bad: ...And the Bag's in the River", action: "rate",
                            rating: 8.5),
                        SyncChangeModel(
                            side: "tmdb", list: "watchlist", kind: "movie", tmdbID: 550, seasonNumber: nil,
                            episodeNumber: nil, name: "Fight Club", action: "remove", rating: nil),
                        SyncChangeModel(
                            side: "tmdb", list: "rating", kind: "tv", tmdbID: 1396, seasonNumber: nil,
                            episodeNumber: nil, name: "Breaking Bad", action: "rate", rating: 10),
                    ],
                    pendingChanges: 0, syncedAt: Self.now))
        #expect(report.count(side: "here", list: "rating") == 2)
        #expect(report.count(side: "tmdb", list: "watchlist", action: "remove") == 1)
        #expect(
            machine.bases.saved == [
                .mock(
                    watchlist: [.gameOfThrones], ratings: [.series(id: 1396): 20, Self.bagInTheRiver: 17],
                    lastSyncAt: Self.now)
            ])
    }

    @Test("TMDb failing part way: the sync is interrupted, and what was not sent waits for the next, sent once")
    func interrupted() async throws {
        let service = MockAccountService(library: .empty)
        service.stubSend(.watchlist(.se7en, onWatchlist: true), error: .unreachable("timed out"))
        let machine = Machine(.mock(watchlist: [.fightClub, .se7en]))

        await #expect(throws: AccountError.interrupted(.unreachable("timed out"), pending: 1)) {
            try await machine.sync(with: service)
        }

        #expect(service.sent == [.watchlist(.fightClub, onWatchlist: true)])
        #expect(machine.bases.saved == [.mock(watchlist: [.fightClub], lastSyncAt: Self.now)])
        let base = try #require(machine.bases.saved.last)
        #expect(
            SyncPlanner.pending(base: base, local: machine.library.current) == [
                .watchlist(.se7en, onWatchlist: true)
            ])

        // TMDb reachable again: the same account, answering.
        let reachable = MockAccountService(library: service.library)
        let report = try await machine.sync(with: reachable)

        #expect(Self.lines(report) == ["tmdb watchlist add movie 807"])
        #expect(report.pendingChanges == 0)
        #expect(reachable.sent == [.watchlist(.se7en, onWatchlist: true)])
        #expect(reachable.library == RemoteLibrary.mock(watchlist: [.fightClub, .se7en]))
        #expect(machine.bases.saved.last == SyncBase.mock(watchlist: [.fightClub, .se7en], lastSyncAt: Self.now))
    }

    @Test("a rating that cannot be named here is left out of the base, so that the next sync finds it again")
    func unnameableRating() async throws {
        let service = MockAccountService(
            library: .mock(
                watchlist: [.breakingBad],
                ratings: [Self.pilot: RemoteRating(halves: 14, ratedAt: Self.earlier, name: nil)]))
        let machine = Machine(unnameable: [Self.pilot])

        let report = try await machine.sync(with: service)

        #expect(Self.lines(report) == ["here watchlist add tv 1396"])
        #expect(machine.library.applied == [[.watchlist(.breakingBad, onWatchlist: true)]])
        #expect(machine.bases.saved == [.mock(watchlist: [.breakingBad], lastSyncAt: Self.now)])
        let next = try await machine.sync(with: service, dryRun: true)
        #expect(Self.lines(next) == ["here rating rate episode 1396 7.0"])
    }

    @Test("TMDb refusing the session when the account is read: the session is revoked, and nothing changes")
    func sessionRevoked() async {
        let service = MockAccountService(library: .mock(watchlist: [.fightClub]))
        service.stubLibrary(error: .unauthorised("Invalid API key: You must be granted a valid key."))
        let machine = Machine(.mock(watchlist: [.se7en]))

        await #expect(throws: AccountError.sessionRevoked) {
            try await machine.sync(with: service)
        }
        #expect(service.sent == [])
        #expect(machine.library.applied == [])
        #expect(machine.bases.saved == [])
    }

    @Test("TMDb refusing the session while changes are sent: the session is revoked, and what was sent is kept")
    func sessionRevokedWhileSending() async {
        let service = MockAccountService(library: .empty)
        service.stubSend(.watchlist(.se7en, onWatchlist: true), error: .unauthorised("Invalid session."))
        let machine = Machine(.mock(watchlist: [.fightClub, .se7en]))

        await #expect(throws: AccountError.sessionRevoked) {
            try await machine.sync(with: service)
        }
        #expect(service.sent == [.watchlist(.fightClub, onWatchlist: true)])
        #expect(machine.bases.saved == [.mock(watchlist: [.fightClub], lastSyncAt: Self.now)])
    }
}
