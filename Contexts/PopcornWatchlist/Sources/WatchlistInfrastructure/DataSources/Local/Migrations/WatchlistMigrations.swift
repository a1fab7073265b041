import DataPersistence
import Foundation
import GRDB

/// The schema of the watchlist, a user-data file of its own (`watchlist.sqlite`), under the
/// `watchlist` namespace.
///
/// It lists no cache tables: nothing in it is cache, so `popcorn cache clear|prune` can never
/// reach it. Never edit a shipped migration: add one.
public struct WatchlistMigrations: DatabaseMigrations {
    /// The prefix of every watchlist migration identifier.
    public let namespace = "watchlist"

    public init() {}

    /// Registers `watchlist.v1.createEntries`.
    public func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createEntries") { db in
            try db.create(table: "watchlist_entry") { table in
                table.column("kind", .text).notNull().check(sql: "kind IN ('movie', 'tv')")
                table.column("tmdbID", .integer).notNull()
                table.column("title", .text).notNull()
                table.column("releaseDate", .datetime)
                table.column("posterPath", .text)
                table.column("voteAverage", .double)
                table.column("addedAt", .datetime).notNull()
                table.column("watchedAt", .datetime)
                table.column("note", .text)
                table.primaryKey(["kind", "tmdbID"])
            }
        }
    }
}
