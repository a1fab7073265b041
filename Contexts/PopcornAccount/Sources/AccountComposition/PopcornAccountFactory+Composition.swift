import AccountApplication
import AccountDomain
import AccountInfrastructure
import DataPersistence
import Foundation

/// The Account context's only public entry point: give it the session file, the sync base's file,
/// TMDb's side of the account and the library here, and it hands back ready-to-use use cases.
///
/// The composition root (the CLI) builds one per command; nothing else constructs repositories.
extension PopcornAccountFactory {
    /// The sync base's schema migrations, for its own user-data file (never the cache database).
    public static var migrations: any DatabaseMigrations { AccountMigrations() }

    /// The store of the sync base's file at `url`, which keeps a `.bak` of its last good state.
    public static func store(at url: URL) -> UserDataStore {
        UserDataStore(url: url, description: "the sync state", migrations: [migrations], keepsBackup: true)
    }

    /// A factory over the session file at `sessionFile` and the sync base's `store` (see ``store(at:)``).
    public init(
        sessionFile: URL, store: UserDataStore, service: some AccountService, library: some LocalLibraryProviding,
        environmentSession: SessionID? = nil
    ) {
        self.init(
            service: service, sessions: FileSessionRepository(url: sessionFile),
            bases: DefaultSyncBaseRepository(store: store), library: library, environmentSession: environmentSession)
    }
}
