import DataPersistence
import GRDB

/// A sample context whose titles (`sampleparts_title`) own an unanswered-part table.
struct SampleUnansweredPartMigrations: DatabaseMigrations {
    static let table = UnansweredPartTable(
        "sampleparts_unanswered_part", ownerTable: "sampleparts_title", ownerColumn: "titleID")

    let namespace = "sampleparts"

    var cacheTables: [CacheTable] {
        [CacheTable(name: "sampleparts_title", kind: .details, context: namespace)]
    }

    func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createTables") { db in
            try db.create(table: "sampleparts_title") { table in
                table.primaryKey("titleID", .integer)
                table.column("cachedAt", .datetime).notNull()
            }
            try Self.table.create(in: db, ownerType: .integer)
        }
    }
}
