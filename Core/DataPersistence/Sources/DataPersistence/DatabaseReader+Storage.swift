import CoreDomain
import GRDB

extension DatabaseReader {
    /// Reads with GRDB, converting any database error into ``DataAccessError/storage(_:)``. A read
    /// that finds the file damaged asks for it to be checked at the next open (``CacheCheckMark``).
    public func readStorage<T: Sendable>(
        _ body: @escaping @Sendable (Database) throws -> T
    ) async throws(DataAccessError) -> T {
        do {
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
