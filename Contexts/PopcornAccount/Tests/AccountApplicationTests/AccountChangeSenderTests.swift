import AccountDomain
import AccountTestHelpers
import CoreDomain
import CoreDomainTestHelpers
import Testing

@testable import AccountApplication

/// The sender over a mock account: its requests run a few at a time, so a test asserts only what
/// holds whatever order they end in.
@Suite("AccountChangeSender")
struct AccountChangeSenderTests {
    let service = MockAccountService(library: .empty)
    let log = ProgressLog()

    /// Six changes, more than are sent at once: four titles added, a rating given and one taken back.
    static let changes: [SyncChange] = [
        .watchlist(.fightClub, onWatchlist: true),
        .watchlist(.pulpFiction, onWatchlist: true),
        .watchlist(.se7en, onWatchlist: true),
        .watchlist(.breakingBad, onWatchlist: true),
        .rating(.movie(id: 550), halves: 17),
        .rating(.series(id: 1396), halves: nil),
    ]

    func send(_ changes: [SyncChange]) async -> AccountChangeSender.Outcome {
        await AccountChangeSender(service: service).send(changes, for: .mock) { [log] done, total in
            log.record(done: done, total: total)
        }
    }

    /// `(1, total)` to `(total, total)`, one report per change.
    static func reports(_ total: Int) -> [ProgressLog.Report] {
        (1...total).map { ProgressLog.Report(done: $0, total: total) }
    }

    @Test("every change is sent, in the order given, with progress told once per change up to (n, n)")
    func sendsAll() async {
        let outcome = await send(Self.changes)

        #expect(outcome.sent == Self.changes)
        #expect(outcome.refused == [:])
        #expect(outcome.failure == nil)
        #expect(Set(service.sent) == Set(Self.changes))
        #expect(service.sent.count == 6)
        #expect(log.all == Self.reports(6))
    }

    @Test("a change TMDb refuses for itself is set aside, with why, and the others are still sent")
    func refusedAlone() async {
        service.stubSend(Self.changes[1], error: .notFound)
        service.stubSend(Self.changes[4], error: .invalidResponse("POST /movie/550/rating"))

        let outcome = await send(Self.changes)

        #expect(outcome.sent == [Self.changes[0], Self.changes[2], Self.changes[3], Self.changes[5]])
        #expect(
            outcome.refused == [
                Self.changes[1]: .notFound, Self.changes[4]: .invalidResponse("POST /movie/550/rating"),
            ])
        #expect(outcome.failure == nil)
        #expect(Set(service.sent) == [Self.changes[0], Self.changes[2], Self.changes[3], Self.changes[5]])
        #expect(log.all == Self.reports(6))
    }

    @Test("TMDb refusing the session: the session is revoked, and the change that failed is not among those sent")
    func sessionRevoked() async {
        service.stubSend(Self.changes[0], error: .unauthorised("Invalid session."))

        let outcome = await send(Self.changes)

        #expect(outcome.failure == .sessionRevoked)
        #expect(!outcome.sent.contains(Self.changes[0]))
        #expect(Set(outcome.sent) == Set(service.sent))
        #expect(outcome.refused == [:])
    }

    @Test("the session refused by every request in flight: nothing further is started")
    func nothingFurtherStarted() async {
        for change in Self.changes.prefix(AccountChangeSender.width) {
            service.stubSend(change, error: .unauthorised("Invalid session."))
        }

        let outcome = await send(Self.changes)

        #expect(outcome.failure == .sessionRevoked)
        #expect(outcome.sent == [])
        #expect(outcome.refused == [:])
        #expect(service.sent == [])
        #expect(log.all == [])
    }

    @Test(
        "a failure that would fail every change stops the sending, with its cause",
        arguments: [
            DataAccessError.unreachable("timed out"), .rateLimited("Too many requests."), .storage("the disk is full"),
        ])
    func stops(error: DataAccessError) async {
        let change = SyncChange.watchlist(.fightClub, onWatchlist: true)
        service.stubSend(change, error: error)

        let outcome = await send([change])

        #expect(outcome.failure == .unknown(error))
        #expect(outcome.sent == [])
        #expect(outcome.refused == [:])
        #expect(log.all == [])
    }

    @Test("TMDb unreachable: the failure is unknown, with the unreachable cause")
    func unreachable() async {
        for change in Self.changes {
            service.stubSend(change, error: .unreachable("timed out"))
        }

        let outcome = await send(Self.changes)

        #expect(outcome.failure == .unknown(.unreachable("timed out")))
        #expect(outcome.sent == [])
        #expect(outcome.refused == [:])
        #expect(service.sent == [])
    }

    @Test("no changes: nothing is sent and no progress is told")
    func empty() async {
        let outcome = await send([])

        #expect(outcome.sent == [])
        #expect(outcome.refused == [:])
        #expect(outcome.failure == nil)
        #expect(service.sent == [])
        #expect(log.all == [])
    }
}
