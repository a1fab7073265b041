import CoreDomain
import GRDB

extension DatabaseReader {
    /// Reads with GRDB, converting any database error into ``DataAccessError/storage(_:)``.
    public func readStorage<T: Sendable>(
        _ body: @escaping @Sendable (Database) throws -> T
    ) async throws(DataAccessError) -> T {
        do {
            return try await read(body)
        } catch {
            throw .storage(String(describing: error))
        }
    }
}

extension DatabaseWriter {
    /// Writes in one transaction, converting any database error into ``DataAccessError/storage(_:)``.
    public func writeStorage<T: Sendable>(
        _ body: @escaping @Sendable (Database) throws -> T
    ) async throws(DataAccessError) -> T {
        do {
            return try await write(body)
        } catch {
            throw .storage(String(describing: error))
        }
    }
}
