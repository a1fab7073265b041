import AccountApplication
import AccountDomain
import AccountTestHelpers
import CoreDomain
import Foundation
import Testing

@Suite("DefaultFetchAccountStatusUseCase")
struct DefaultFetchAccountStatusUseCaseTests {
    static let lastSync = Date(timeIntervalSince1970: 1_790_000_000)
    static let later = Date(timeIntervalSince1970: 1_790_100_000)

    let service = MockAccountService()
    let bases = MockSyncBaseRepository(bases: [
        .mock(watchlist: [.fightClub], ratings: [.movie(id: 550): 16], lastSyncAt: Self.lastSync)
    ])
    /// Since the last sync: Se7en added and Breaking Bad rated here (two changes to send); Fight
    /// Club's rating as it was, and a rating given and taken back before any sync (nothing to send).
    let library = MockLocalLibrary(
        .mock(
            watchlist: [.fightClub, .se7en],
            ratings: [
                .movie(id: 550): RatingMark(halves: 16, changedAt: Self.lastSync),
                .series(id: 1396): RatingMark(halves: 18, changedAt: Self.later),
                .movie(id: 680): RatingMark(halves: nil, changedAt: Self.later),
            ]))

    func fetchStatus(
        sessions: MockSessionRepository = MockSessionRepository(session: .mock), environmentSession: SessionID? = nil
    ) async throws -> AccountStatusModel {
        try await PopcornAccountFactory(
            service: service, sessions: sessions, bases: bases, library: library,
            environmentSession: environmentSession
        ).makeFetchAccountStatusUseCase().execute()
    }

    /// Whether anything was asked of TMDb.
    func askedTMDb() -> Bool {
        service.sessionCalls > 0 || !service.identityCalls.isEmpty || !service.deleted.isEmpty || !service.sent.isEmpty
    }

    @Test("signed out: says so, without asking TMDb")
    func signedOut() async throws {
        let status = try await fetchStatus(sessions: MockSessionRepository())

        #expect(status == .signedOut())
        #expect(!askedTMDb())
    }

    @Test("signed in here: the account, from the session file, its last sync and the changes made here since")
    func signedIn() async throws {
        let status = try await fetchStatus()

        #expect(
            status
                == AccountStatusModel(
                    signedIn: true, username: "ana", accountID: 548, sessionSource: "file",
                    lastSyncAt: Self.lastSync, pendingChanges: 2))
        #expect(!askedTMDb())
    }

    @Test("signed in but never synced: no last sync, and everything here waits to be sent")
    func neverSynced() async throws {
        let status = try await PopcornAccountFactory(
            service: service, sessions: MockSessionRepository(session: .mock), bases: MockSyncBaseRepository(),
            library: library
        ).makeFetchAccountStatusUseCase().execute()

        #expect(
            status
                == AccountStatusModel(
                    signedIn: true, username: "ana", accountID: 548, sessionSource: "file", lastSyncAt: nil,
                    pendingChanges: 4))
    }

    @Test("a session from TMDB_SESSION_ID other than the file's: TMDb says whose it is, and it is the one in use")
    func environmentSession() async throws {
        let service = MockAccountService(identity: AccountIdentity(id: 777, username: "bo"))

        let status = try await PopcornAccountFactory(
            service: service, sessions: MockSessionRepository(session: .mock), bases: bases, library: library,
            environmentSession: .mockEnvironment
        ).makeFetchAccountStatusUseCase().execute()

        #expect(
            status
                == AccountStatusModel(
                    signedIn: true, username: "bo", accountID: 777, sessionSource: "environment", lastSyncAt: nil,
                    pendingChanges: 4))
        #expect(service.identityCalls == [SessionID.mockEnvironment])
    }

    @Test("TMDB_SESSION_ID holding the file's session: the file says whose it is, without asking TMDb")
    func environmentSessionInFile() async throws {
        let status = try await fetchStatus(environmentSession: .mock)

        #expect(
            status
                == AccountStatusModel(
                    signedIn: true, username: "ana", accountID: 548, sessionSource: "environment",
                    lastSyncAt: Self.lastSync, pendingChanges: 2))
        #expect(!askedTMDb())
    }

    @Test("a session from TMDB_SESSION_ID that TMDb refuses: the session is revoked")
    func environmentSessionRevoked() async {
        service.stubIdentity(error: .unauthorised("Invalid session: session not found."))

        await #expect(throws: AccountError.sessionRevoked) {
            try await fetchStatus(sessions: MockSessionRepository(), environmentSession: .mockEnvironment)
        }
        #expect(service.identityCalls == [SessionID.mockEnvironment])
    }

    @Test("a session file others may read: the session file's failure")
    func sessionFileRefused() async {
        let path = "/home/ana/.config/popcorn/session.json"

        await #expect(throws: AccountError.sessionFile(.readableByOthers(path: path))) {
            try await fetchStatus(sessions: MockSessionRepository(error: .readableByOthers(path: path)))
        }
    }

    @Test("a library here that cannot be read: the failure, with its cause")
    func libraryUnreadable() async {
        library.stub(error: .storage("the watchlist could not be read"))

        await #expect(throws: AccountError.unknown(.storage("the watchlist could not be read"))) {
            try await fetchStatus()
        }
    }
}
