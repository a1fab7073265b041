import DataPersistence
import Foundation
import GRDB

/// A second sample context, with a page table of kind `list` and cascading items.
struct SampleListMigrations: DatabaseMigrations {
    let namespace = "samplelist"

    var cacheTables: [CacheTable] {
        [CacheTable(name: "samplelist_page", kind: .list, context: namespace)]
    }

    func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createPages") { db in
            try db.create(table: "samplelist_page") { table in
                table.primaryKey("pageKey", .text)
                table.column("cachedAt", .datetime).notNull()
            }
            try db.create(table: "samplelist_item") { table in
                table.column("pageKey", .text).notNull().references("samplelist_page", onDelete: .cascade)
                table.column("position", .integer).notNull()
                table.primaryKey(["pageKey", "position"])
            }
        }
    }
}
