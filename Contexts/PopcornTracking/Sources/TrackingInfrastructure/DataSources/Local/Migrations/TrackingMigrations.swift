import DataPersistence
import Foundation
import GRDB

/// The schema of the diary and the ratings, a user-data file of its own (`tracking.sqlite`),
/// under the `tracking` namespace.
///
/// It lists no cache tables: nothing in it is cache, so `popcorn cache clear|prune` can never
/// reach it. Never edit a shipped migration: add one.
public struct TrackingMigrations: DatabaseMigrations {
    /// The prefix of every tracking migration identifier.
    public let namespace = "tracking"

    public init() {}

    /// Registers `tracking.v1.createWatchesAndRatings`, `tracking.v2.indexWatchesNewestFirst` and
    /// `tracking.v3.keepClearedRatings`.
    public func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createWatchesAndRatings") { db in
            try db.create(table: "tracking_watch") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("kind", .text).notNull().check(sql: "kind IN ('movie', 'episode')")
                table.column("tmdbID", .integer).notNull()
                table.column("seasonNumber", .integer)
                table.column("episodeNumber", .integer)
                // The movie's title or the series' name, and the episode's name, as when logged.
                table.column("title", .text).notNull()
                table.column("episodeName", .text)
                // `YYYY-MM-DD`: a day as the person said it, with no time zone.
                table.column("watchedOn", .text).notNull()
                table.column("loggedAt", .datetime).notNull()
                table.check(sql: "(kind = 'episode') = (seasonNumber IS NOT NULL AND episodeNumber IS NOT NULL)")
            }
            try db.create(index: "tracking_watch_on_item", on: "tracking_watch", columns: ["kind", "tmdbID"])
            try db.create(table: "tracking_rating") { table in
                // `movie:550`, `tv:1396`, `episode:1396:1:3`: one rating per item.
                table.primaryKey("itemKey", .text)
                table.column("kind", .text).notNull().check(sql: "kind IN ('movie', 'tv', 'episode')")
                table.column("tmdbID", .integer).notNull()
                table.column("seasonNumber", .integer)
                table.column("episodeNumber", .integer)
                table.column("title", .text).notNull()
                table.column("episodeName", .text)
                table.column("halves", .integer).notNull().check(sql: "halves BETWEEN 1 AND 20")
                table.column("ratedAt", .datetime).notNull()
            }
        }
        // The diary is read newest first (`history`, `progress`, the export): with these the reads
        // walk an index instead of sorting every watch, all of them or those of one kind.
        migrator.registerMigration("v2.indexWatchesNewestFirst") { db in
            try db.execute(
                sql: """
                    CREATE INDEX tracking_watch_newest_first ON tracking_watch(watchedOn DESC, loggedAt DESC, id DESC);
                    CREATE INDEX tracking_watch_kind_newest_first
                        ON tracking_watch(kind, watchedOn DESC, loggedAt DESC, id DESC);
                    """)
        }
        // A rating taken back, and when, until it is given again: the sync with a TMDb account
        // needs the time to tell which of two sides' changes was the later.
        migrator.registerMigration("v3.keepClearedRatings") { db in
            try db.create(table: "tracking_rating_cleared") { table in
                table.primaryKey("itemKey", .text)
                table.column("kind", .text).notNull().check(sql: "kind IN ('movie', 'tv', 'episode')")
                table.column("tmdbID", .integer).notNull()
                table.column("seasonNumber", .integer)
                table.column("episodeNumber", .integer)
                table.column("title", .text).notNull()
                table.column("episodeName", .text)
                table.column("clearedAt", .datetime).notNull()
            }
        }
    }
}
