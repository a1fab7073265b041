import GRDB

/// The tables DataPersistence itself owns, registered before any context's.
struct CoreMigrations: DatabaseMigrations {
    let namespace = "core"

    /// `core_document` holds TMDb's `/configuration`, its only document so far.
    var cacheTables: [CacheTable] {
        [CacheTable(name: CoreDocumentEntity.databaseTableName, kind: .configuration, context: namespace)]
    }

    func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createDocument") { db in
            try db.create(table: CoreDocumentEntity.databaseTableName) { table in
                table.primaryKey("key", .text)
                table.column("payload", .blob).notNull()
                table.column("cachedAt", .datetime).notNull()
            }
        }
    }
}
