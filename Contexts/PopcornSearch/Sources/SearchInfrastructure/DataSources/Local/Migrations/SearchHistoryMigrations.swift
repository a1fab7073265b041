import DataPersistence
import Foundation
import GRDB

/// The schema of the search history, a user-data file of its own (`search-history.sqlite`),
/// under the `search_history` namespace.
///
/// It lists no cache tables: nothing in it is cache, so `popcorn cache clear|prune` can never
/// reach it. Never edit a shipped migration: add one.
public struct SearchHistoryMigrations: DatabaseMigrations {
    /// The prefix of every history migration identifier.
    public let namespace = "search_history"

    public init() {}

    /// Registers `search_history.v1.createEntries`.
    public func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createEntries") { db in
            try db.create(table: "search_media_search_history_entry") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("query", .text).notNull()
                table.column("queryKey", .text).notNull()
                table.column("kind", .text).notNull()
                table.column("searchedAt", .datetime).notNull()
                table.uniqueKey(["queryKey", "kind"])
            }
            try db.create(
                index: "search_media_search_history_entry_on_searchedAt",
                on: "search_media_search_history_entry",
                columns: ["searchedAt"]
            )
        }
    }
}
