import AccountInfrastructure
import DataPersistence
import Foundation

/// A fresh directory under the system's temporary directory, for tests of the account's files.
struct TemporaryAccountDirectory {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("popcorn-account-\(UUID().uuidString)", isDirectory: true)

    /// The session file, two folders down that do not exist yet, as on a first sign-in.
    var sessionFile: URL { url.appendingPathComponent("config/popcorn/session.json") }

    /// The sync base's file, two folders down that do not exist yet, as before a first sync.
    var syncFile: URL { url.appendingPathComponent("data/popcorn/account.sqlite") }

    /// A repository of the session file.
    func sessions() -> FileSessionRepository {
        FileSessionRepository(url: sessionFile)
    }

    /// A repository over the sync base's file with the real migrations, keeping a `.bak`.
    func bases() -> DefaultSyncBaseRepository {
        DefaultSyncBaseRepository(
            store: UserDataStore(
                url: syncFile, description: "the sync state", migrations: [AccountMigrations()], keepsBackup: true))
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
