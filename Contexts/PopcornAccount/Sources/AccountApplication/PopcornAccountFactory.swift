import AccountDomain
import Foundation

/// The Account context's one factory: builds its use cases from its repositories and providers.
/// `AccountComposition` adds the initialiser that builds those over the session file and the sync
/// base's file, which the composition root (the CLI) calls at most once per command.
public struct PopcornAccountFactory: Sendable {
    private let resolver: AccountSessionResolver
    private let service: any AccountService
    private let sessions: any SessionRepository
    private let bases: any SyncBaseRepository
    private let library: any LocalLibraryProviding
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - environmentSession: `TMDB_SESSION_ID`, a session made elsewhere, which wins over the file's.
    ///   - library: the watchlist and ratings here, answered by their contexts.
    public init(
        service: some AccountService, sessions: some SessionRepository, bases: some SyncBaseRepository,
        library: some LocalLibraryProviding, environmentSession: SessionID? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.service = service
        self.sessions = sessions
        self.bases = bases
        self.library = library
        self.now = now
        resolver = AccountSessionResolver(sessions: sessions, service: service, environmentSession: environmentSession)
    }

    /// The use case behind `popcorn account login`.
    public func makeLoginUseCase() -> some LoginUseCase {
        DefaultLoginUseCase(service: service, sessions: sessions)
    }

    /// The use case behind `popcorn account status`.
    public func makeFetchAccountStatusUseCase() -> some FetchAccountStatusUseCase {
        DefaultFetchAccountStatusUseCase(resolver: resolver, bases: bases, library: library)
    }

    /// The use case behind `popcorn account logout`.
    public func makeLogoutUseCase() -> some LogoutUseCase {
        DefaultLogoutUseCase(resolver: resolver, service: service, sessions: sessions)
    }

    /// The use case behind `popcorn sync`.
    public func makeSyncAccountUseCase() -> some SyncAccountUseCase {
        DefaultSyncAccountUseCase(
            resolver: resolver, service: service, bases: bases, library: library,
            sender: AccountChangeSender(service: service), now: now)
    }

    /// The use case run after each change to the watchlist or the ratings while signed in.
    public func makePushPendingChangesUseCase() -> some PushPendingChangesUseCase {
        DefaultPushPendingChangesUseCase(
            resolver: resolver, bases: bases, library: library, sender: AccountChangeSender(service: service), now: now)
    }
}
