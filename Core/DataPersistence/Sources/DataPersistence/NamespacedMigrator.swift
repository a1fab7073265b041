import GRDB

/// A view of the shared `DatabaseMigrator` that prefixes every identifier with a context's namespace.
public struct NamespacedMigrator {
    /// The prefix added to each identifier, e.g. `movies`.
    public let namespace: String
    var migrator: DatabaseMigrator

    /// Registers a migration as `<namespace>.<identifier>`.
    public mutating func registerMigration(
        _ identifier: String,
        migrate: @escaping @Sendable (Database) throws -> Void
    ) {
        migrator.registerMigration("\(namespace).\(identifier)", migrate: migrate)
    }
}
