import CoreDomain
import GRDB

extension DatabaseReader {
    /// Reads with GRDB, converting any database error into ``DataAccessError/storage(_:)``. A read
    /// that finds the file damaged asks for it to be checked at the next open (``CacheCheckMark``).
    ///
    /// On the single connection a warm cache is opened with (a `DatabaseQueue`), the read is a
    /// deferred transaction of its own rather than GRDB's `read`: that one sets `PRAGMA query_only`
    /// on and off around every read, and SQLite expires every prepared statement on each change,
    /// so each read compiled all its statements again (a third of `progress`'s time over 300
    /// cached series). The transaction reads the same consistent snapshot; what is read here is
    /// only ever read.
    public func readStorage<T: Sendable>(
        _ body: @escaping @Sendable (Database) throws -> T
    ) async throws(DataAccessError) -> T {
        do {
            if let queue = self as? DatabaseQueue {
                return try await queue.writeWithoutTransaction { db in
                    try db.inSnapshotTransaction(body)
                }
            }
            return try await read(body)
        } catch {
            CacheCheckMark.raise(after: error, inDatabaseAt: path)
            throw .storage(String(describing: error))
        }
    }
}

extension DatabaseWriter {
    /// Writes in one transaction, converting any database error into ``DataAccessError/storage(_:)``.
    /// A write that finds the file damaged asks for it to be checked at the next open.
    public func writeStorage<T: Sendable>(
        _ body: @escaping @Sendable (Database) throws -> T
    ) async throws(DataAccessError) -> T {
        do {
            return try await write(body)
        } catch {
            CacheCheckMark.raise(after: error, inDatabaseAt: path)
            throw .storage(String(describing: error))
        }
    }
}

extension Database {
    /// `body` in a deferred transaction, committed (it only reads): one snapshot of the file for
    /// all its statements.
    func inSnapshotTransaction<T>(_ body: (Database) throws -> T) throws -> T {
        var result: T?
        // `body`'s error leaves the closure: GRDB rolls back and throws it, the first cause, rather
        // than the abort a transaction SQLite rolled back itself would report at commit.
        try inTransaction(.deferred) {
            result = try body(self)
            return .commit
        }
        guard let result else {
            throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "the read did not run")
        }
        return result
    }
}
