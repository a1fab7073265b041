import DataPersistence
import Foundation

/// The __Context__ context's cache schema, registered into the shared migrator under the
/// `__namespace__` namespace.
///
/// Table and column names are spelled out here rather than taken from the records, so that a
/// shipped migration never changes when a record does. Never edit a shipped migration: add one.
public struct __Context__Migrations: DatabaseMigrations {
    /// The prefix of every __Context__ migration identifier.
    public let namespace = "__namespace__"

    public init() {}

    /// The parent tables `popcorn cache` counts and deletes; list every table with `cachedAt`.
    public var cacheTables: [CacheTable] {
        [CacheTable(name: "__table__", kind: .details, context: namespace)]
    }

    /// Registers `__namespace__.v1.createTables`.
    public func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createTables") { db in
            try db.create(table: "__table__") { table in
                table.primaryKey("__entity__ID", .integer)
                table.column("name", .text).notNull()
                table.column("overview", .text)
                table.column("posterPath", .text)
                table.column("language", .text).notNull()
                table.column("cachedAt", .datetime).notNull()
            }
        }
    }
}
