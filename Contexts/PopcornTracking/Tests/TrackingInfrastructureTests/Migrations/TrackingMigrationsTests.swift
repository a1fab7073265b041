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
            let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
            #expect(applied == ["tracking.v1.createWatchesAndRatings"])
        }
    }

    @Test(
        "the schema refuses rows no popcorn writes",
        arguments: [
            "INSERT INTO tracking_watch (kind, tmdbID, watchedOn, loggedAt) VALUES ('tv', 1396, '2026-11-20', 0)",
            "INSERT INTO tracking_watch (kind, tmdbID, watchedOn, loggedAt) VALUES ('episode', 1396, '2026-11-20', 0)",
            "INSERT INTO tracking_watch (kind, tmdbID, seasonNumber, episodeNumber, watchedOn, loggedAt) "
                + "VALUES ('movie', 550, 1, 1, '2026-11-20', 0)",
            "INSERT INTO tracking_rating (itemKey, kind, tmdbID, halves, ratedAt) VALUES ('movie:550', 'movie', 550, 21, 0)",
            "INSERT INTO tracking_rating (itemKey, kind, tmdbID, halves, ratedAt) VALUES ('x:1', 'person', 1, 10, 0)",
        ])
    func constraints(sql: String) throws {
        let writer = try store.writer()
        #expect(throws: DatabaseError.self) {
            try writer.write { db in try db.execute(sql: sql) }
        }
    }
}
