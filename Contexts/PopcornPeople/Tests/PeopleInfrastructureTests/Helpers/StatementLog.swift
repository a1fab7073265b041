import DataPersistence
import Synchronization

/// Records the SQL statements a database connection runs, to count queries and transactions.
final class StatementLog: Sendable {
    private let statements = Mutex<[String]>([])

    /// Starts recording every statement `database` runs from now on.
    static func attached(to database: DatabaseQueue) -> StatementLog {
        let log = StatementLog()
        database.inDatabase { db in
            db.trace { event in log.append(event.description) }
        }
        return log
    }

    private func append(_ statement: String) {
        statements.withLock { $0.append(statement) }
    }

    /// The statements recorded so far, oldest first.
    var all: [String] { statements.withLock { $0 } }

    /// The recorded queries that read a People table: `SELECT`s, and the `WITH` queries GRDB uses
    /// to prefetch children keyed by more than one column.
    var peopleQueries: [String] {
        all.filter { ($0.hasPrefix("SELECT") || $0.hasPrefix("WITH")) && $0.contains("people_") }
    }
}
