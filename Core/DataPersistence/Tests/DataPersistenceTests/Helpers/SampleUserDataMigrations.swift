import DataPersistence
import Foundation
import GRDB

/// A sample user-data schema: notes, with a second migration that later builds add.
struct SampleUserDataMigrations: DatabaseMigrations {
    let namespace = "notes"
    /// Whether `v2.addPinned` is registered, as in a newer build.
    var includesPinned = false

    func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createNotes") { db in
            try db.create(table: "notes_note") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("text", .text).notNull()
            }
        }
        if includesPinned {
            migrator.registerMigration("v2.addPinned") { db in
                try db.alter(table: "notes_note") { $0.add(column: "pinned", .boolean).notNull().defaults(to: false) }
            }
        }
    }
}
