import Foundation
import GRDB

/// A `<cache>.check` file beside a cache that SQLite found damaged while a command used it.
///
/// The fast open (``PopcornDatabase/openUpToDate(at:knownMigrations:)``) skips `quick_check`, so
/// damage inside the file shows only when a read reaches it, and every command would otherwise
/// meet it again (answering from TMDb or the catalog, never from the cache). The read that meets it
/// leaves this mark; the next open sees it and takes the careful path, which checks the file and
/// moves it aside when it is damaged, then removes the mark.
enum CacheCheckMark {
    /// The mark's file for the cache at `url`.
    static func url(for cache: URL) -> URL {
        URL(fileURLWithPath: cache.path + ".check")
    }

    /// Whether a command has asked for the cache at `url` to be checked.
    static func isRaised(for cache: URL) -> Bool {
        FileManager.default.fileExists(atPath: url(for: cache).path)
    }

    /// Leaves the mark beside the file database at `path` when `error` says it is damaged; nothing
    /// for other errors or an in-memory database. Never fails: a mark that cannot be written
    /// leaves things as they were.
    static func raise(after error: any Error, inDatabaseAt path: String) {
        guard CacheFileInspector.isCorruption(error), path.hasPrefix("/") else {
            return
        }
        _ = FileManager.default.createFile(atPath: url(for: URL(fileURLWithPath: path)).path, contents: nil)
    }

    /// Removes the mark once the careful path has checked (or replaced) the cache.
    static func clear(for cache: URL) {
        try? FileManager.default.removeItem(at: url(for: cache))
    }
}
