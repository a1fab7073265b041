import DataPersistence
import Foundation
import GRDB

/// The schema of the calendar's user data (`calendar.sqlite`), under the `calendar` namespace: what
/// it remembers between commands (the day `whats-new` was last asked). No cache tables: `cache
/// clear|prune` never reach it. Never edit a shipped migration: add one.
public struct CalendarMigrations: DatabaseMigrations {
    /// The prefix of every calendar migration identifier.
    public let namespace = "calendar"

    public init() {}

    /// Registers `calendar.v1.createState`.
    public func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createState") { db in
            try db.create(table: "calendar_state") { table in
                // `whatsNewAskedOn`: a `YYYY-MM-DD` day.
                table.primaryKey("key", .text)
                table.column("value", .text).notNull()
            }
        }
    }
}
