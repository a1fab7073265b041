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

    /// Forgets what was recorded so far.
    func reset() {
        statements.withLock { $0.removeAll() }
    }

    /// The statements recorded since the last reset, oldest first.
    var all: [String] { statements.withLock { $0 } }

    /// The recorded `SELECT`s that read a movies table.
    var moviesQueries: [String] {
        all.filter { $0.hasPrefix("SELECT") && $0.contains("movies_") }
    }
}
