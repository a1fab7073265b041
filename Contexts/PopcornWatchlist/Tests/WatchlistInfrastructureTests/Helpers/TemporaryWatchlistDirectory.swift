import DataPersistence
import Foundation
import WatchlistInfrastructure

/// A fresh directory under the system's temporary directory, for tests of the watchlist in a real file.
struct TemporaryWatchlistDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("popcorn-watchlist-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The watchlist file, two folders down that do not exist yet, as on a first run.
    var file: URL { url.appendingPathComponent("data/popcorn/watchlist.sqlite") }

    /// A store of the watchlist file (or of `file`) with the real migrations, keeping a `.bak`.
    func store(at file: URL? = nil) -> UserDataStore {
        UserDataStore(
            url: file ?? self.file, description: "the watchlist", migrations: [WatchlistMigrations()],
            keepsBackup: true)
    }

    /// The paths of every file and folder in the directory, relative to it, sorted.
    func contents() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: url.path)
        return (enumerator?.allObjects as? [String] ?? []).sorted()
    }

    /// Deletes the directory and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
