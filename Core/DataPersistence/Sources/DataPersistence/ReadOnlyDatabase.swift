import CoreDomain
import Foundation
import GRDB

/// Opens an SQLite file to read it without changing anything on disk: for a user-data file popcorn
/// may not write, and for `popcorn cache stats`, which only looks.
///
/// When no write-ahead log waits to be checkpointed, everything is in the file itself, which is then
/// read as immutable: SQLite makes no WAL index beside it (which it could not in a read-only
/// directory, and which would otherwise be left behind). With a log, SQLite reads both.
public enum ReadOnlyDatabase {
    /// A read-only connection to `url`, checked by one read.
    ///
    /// - Throws: ``CoreDomain/DataAccessError/storage(_:)`` with SQLite's or the system's reason in a few
    ///   words (`permission denied`, `file is not a database`), when the file cannot be opened or read.
    public static func open(at url: URL) throws(DataAccessError) -> DatabaseQueue {
        do {
            return try openChecked(at: url)
        } catch {
            throw .storage(CacheOpenFailure.reason(error, at: url))
        }
    }

    private static func openChecked(at url: URL) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(10)
        configuration.label = "popcorn-read-only"
        let log = (try? FileManager.default.attributesOfItem(atPath: url.path + "-wal"))?[.size] as? Int ?? 0
        if log == 0, var immutable = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            immutable.queryItems = [URLQueryItem(name: "immutable", value: "1")]
            // An SQLite built without URI file names, or a writer that checkpointed meanwhile, fails
            // this read: the plain read-only open below then answers.
            if let path = immutable.string,
                let queue = try? checked(DatabaseQueue(path: path, configuration: configuration))
            {
                return queue
            }
        }
        return try checked(DatabaseQueue(path: url.path, configuration: configuration))
    }

    /// `queue` once one read went through it.
    private static func checked(_ queue: DatabaseQueue) throws -> DatabaseQueue {
        _ = try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM sqlite_master") }
        return queue
    }
}
