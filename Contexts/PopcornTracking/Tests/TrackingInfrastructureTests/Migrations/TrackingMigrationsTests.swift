import DataPersistence
import Foundation
import GRDB
import Testing
import TrackingInfrastructure

@Suite("TrackingMigrations")
struct TrackingMigrationsTests {
    let store = UserDataStore(inMemoryWith: [TrackingMigrations()], description: "your diary")

    @Test("the migrations create the diary's and the ratings' tables under the tracking namespace")
    func tables() throws {
        let writer = try store.writer()
        try writer.read { db in
            #expect(try db.tableExists("tracking_watch"))
            #expect(try db.tableExists("tracking_rating"))
            #expect(try db.tableExists("tracking_rating_cleared"))
            let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
            #expect(
                applied == [
                    "tracking.v1.createWatchesAndRatings", "tracking.v2.indexWatchesNewestFirst",
                    "tracking.v3.keepClearedRatings",
                ])
        }
    }

    @Test("the diary read newest first, of one kind or all, walks an index instead of sorting")
    func newestFirstIndexes() throws {
        let writer = try store.writer()
        try writer.read { db in
            for filter in ["", "WHERE kind = 'episode' "] {
                let plan = try String.fetchAll(
                    db,
                    sql: "EXPLAIN QUERY PLAN SELECT id FROM tracking_watch \(filter)"
                        + "ORDER BY watchedOn DESC, loggedAt DESC, id DESC", adapter: SuffixRowAdapter(fromIndex: 3))
                #expect(plan.contains { $0.contains("newest_first") }, "\(plan)")
                #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
            }
        }
    }

    @Test(
        "the schema refuses rows no popcorn writes",
        arguments: [
            "INSERT INTO tracking_watch (kind, tmdbID, title, watchedOn, loggedAt) VALUES ('tv', 1396, 'x', '2026-11-20', 0)",
            "INSERT INTO tracking_watch (kind, tmdbID, title, watchedOn, loggedAt) VALUES ('episode', 1396, 'x', '2026-11-20', 0)",
            "INSERT INTO tracking_watch (kind, tmdbID, title, seasonNumber, episodeNumber, watchedOn, loggedAt) "
                + "VALUES ('movie', 550, 'x', 1, 1, '2026-11-20', 0)",
            "INSERT INTO tracking_rating (itemKey, kind, tmdbID, title, halves, ratedAt) VALUES ('movie:550', 'movie', 550, 'x', 21, 0)",
            "INSERT INTO tracking_rating (itemKey, kind, tmdbID, title, halves, ratedAt) VALUES ('x:1', 'person', 1, 'x', 10, 0)",
        ])
    func constraints(sql: String) throws {
        // Each line is refused for its own reason: every other column holds a value popcorn writes.
        let writer = try store.writer()
        #expect(throws: DatabaseError.self) {
            try writer.write { db in try db.execute(sql: sql) }
        }
    }

    @Test("rows as popcorn writes them are accepted")
    func accepted() throws {
        let writer = try store.writer()
        try writer.write { db in
            try db.execute(
                sql: "INSERT INTO tracking_watch (kind, tmdbID, title, watchedOn, loggedAt) "
                    + "VALUES ('movie', 550, 'Fight Club', '2026-11-20', 0)")
            try db.execute(
                sql:
                    "INSERT INTO tracking_watch (kind, tmdbID, title, seasonNumber, episodeNumber, watchedOn, loggedAt) "
                    + "VALUES ('episode', 1396, 'Breaking Bad', 1, 1, '2026-11-20', 0)")
            try db.execute(
                sql: "INSERT INTO tracking_rating (itemKey, kind, tmdbID, title, halves, ratedAt) "
                    + "VALUES ('tv:1396', 'tv', 1396, 'Breaking Bad', 20, 0)")
        }
        #expect(try writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tracking_watch") } == 2)
    }
}
