import DataPersistence
import Foundation
import GRDB

/// The schema of the sync base, a user-data file of its own (`account.sqlite`), under the `account`
/// namespace: what each account's watchlist and ratings were at its last sync, and when both sides
/// last agreed on each title.
///
/// It lists no cache tables: without the base a title removed on one side would come back from the
/// other, so `popcorn cache clear|prune` can never reach it. Never edit a shipped migration: add one.
public struct AccountMigrations: DatabaseMigrations {
    /// The prefix of every account migration identifier.
    public let namespace = "account"

    public init() {}

    /// Registers `account.v1.createSyncBase`.
    public func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createSyncBase") { db in
            try db.create(table: "account_sync") { table in
                table.primaryKey("accountID", .integer)
                table.column("lastSyncAt", .datetime)
            }
            try db.create(table: "account_sync_watchlist") { table in
                table.column("accountID", .integer).notNull()
                    .references("account_sync", onDelete: .cascade)
                table.column("kind", .text).notNull().check(sql: "kind IN ('movie', 'tv')")
                table.column("tmdbID", .integer).notNull()
                table.primaryKey(["accountID", "kind", "tmdbID"])
            }
            try db.create(table: "account_sync_rating") { table in
                table.column("accountID", .integer).notNull()
                    .references("account_sync", onDelete: .cascade)
                // `movie:550`, `tv:1396`, `episode:1396:1:3` (RatedKey's description).
                table.column("itemKey", .text).notNull()
                table.column("halves", .integer).notNull().check(sql: "halves BETWEEN 1 AND 20")
                table.primaryKey(["accountID", "itemKey"])
            }
            try db.create(table: "account_sync_agreed") { table in
                table.column("accountID", .integer).notNull()
                    .references("account_sync", onDelete: .cascade)
                // `watchlist:movie:550`, `rating:episode:1396:1:3`: when both sides last agreed on it.
                table.column("itemKey", .text).notNull()
                table.column("agreedAt", .datetime).notNull()
                table.primaryKey(["accountID", "itemKey"])
            }
        }
    }
}
