import GRDB
import Synchronization

/// Records the SQL statements a database connection runs, so tests can count queries and
/// transactions (no N+1 reads, one transaction per write).
public final class StatementLog: Sendable {
    private let statements = Mutex<[String]>([])

    /// Starts recording every statement `database` runs from now on.
    public static func attached(to database: DatabaseQueue) -> StatementLog {
        let log = StatementLog()
        database.inDatabase { db in
            db.trace { event in log.append(event.description) }
        }
        return log
    }

    private func append(_ statement: String) {
        statements.withLock { $0.append(statement) }
    }

    /// Forgets what was recorded so far.
    public func reset() {
        statements.withLock { $0.removeAll() }
    }

    /// The statements recorded since the last reset, oldest first.
    public var all: [String] { statements.withLock { $0 } }

    /// The recorded queries that read a table whose name starts with `prefix` (e.g. `movies_`):
    /// `SELECT`s, and the `WITH` queries GRDB uses to prefetch children keyed by several columns.
    public func queries(touching prefix: String) -> [String] {
        all.filter { ($0.hasPrefix("SELECT") || $0.hasPrefix("WITH")) && $0.contains(prefix) }
    }
}
