import Foundation

/// What the cache holds, as `popcorn cache stats` prints it (and its `--json` document).
///
/// Entries are rows of the registered parent tables; their child rows are not counted.
public struct CacheStats: Codable, Equatable, Sendable {
    /// Entries per ``CacheResourceKind`` raw value; every registered kind appears, zero included.
    public var entriesByKind: [String: Int]
    /// Entries per context (its migrations' namespace); every registered context appears, zero included.
    public var entriesByContext: [String: Int]
    /// Every entry of every registered table.
    public var totalEntries: Int
    /// The database file plus its `-wal`, in bytes; `nil` for an in-memory database.
    public var fileSizeBytes: Int?
    /// The earliest `cachedAt`, `nil` when the cache is empty.
    public var oldestCachedAt: Date?
    /// The latest `cachedAt`, `nil` when the cache is empty.
    public var newestCachedAt: Date?

    public init(
        entriesByKind: [String: Int],
        entriesByContext: [String: Int],
        totalEntries: Int,
        fileSizeBytes: Int?,
        oldestCachedAt: Date?,
        newestCachedAt: Date?
    ) {
        self.entriesByKind = entriesByKind
        self.entriesByContext = entriesByContext
        self.totalEntries = totalEntries
        self.fileSizeBytes = fileSizeBytes
        self.oldestCachedAt = oldestCachedAt
        self.newestCachedAt = newestCachedAt
    }
}
