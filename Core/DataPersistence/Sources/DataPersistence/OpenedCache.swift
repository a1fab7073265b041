/// A cache database opened by ``PopcornDatabase/openCache(at:migrations:now:)``, with what had to be repaired.
public struct OpenedCache: Sendable {
    /// The migrated WAL database: one connection when the file was up to date, else a pool.
    public let database: CacheDatabase
    /// One line per file that was moved aside (corrupt or foreign) before a fresh cache was created.
    public let warnings: [String]

    public init(database: CacheDatabase, warnings: [String]) {
        self.database = database
        self.warnings = warnings
    }
}
