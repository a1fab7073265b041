import GRDB

/// One context's schema history, registered into the single shared migrator.
///
/// Each context owns a namespace so that identifiers never collide; a migration that has
/// shipped is never edited, only followed by a new one.
public protocol DatabaseMigrations: Sendable {
    /// The prefix of this context's migration identifiers, e.g. `movies`.
    var namespace: String { get }

    /// The context's parent cache tables (those with a `cachedAt` column, whose children cascade),
    /// which `popcorn cache stats|clear|prune` count and delete. Child tables are never listed.
    var cacheTables: [CacheTable] { get }

    /// Registers the context's migrations, oldest first.
    func register(in migrator: inout NamespacedMigrator)
}

extension DatabaseMigrations {
    /// No cache tables: a context that caches nothing, or has not registered its tables yet.
    public var cacheTables: [CacheTable] { [] }
}
