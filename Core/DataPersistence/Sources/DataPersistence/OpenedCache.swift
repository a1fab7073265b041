import GRDB

/// A cache database opened by ``PopcornDatabase/openCache(at:migrations:now:)``, with what had to be repaired.
public struct OpenedCache: Sendable {
    /// The migrated WAL pool.
    public let pool: DatabasePool
    /// One line per file that was moved aside (corrupt or foreign) before a fresh cache was created.
    public let warnings: [String]

    public init(pool: DatabasePool, warnings: [String]) {
        self.pool = pool
        self.warnings = warnings
    }
}
