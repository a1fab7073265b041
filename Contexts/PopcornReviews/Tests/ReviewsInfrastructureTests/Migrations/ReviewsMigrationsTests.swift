import DataPersistence
import Foundation
import GRDB
import ReviewsInfrastructure
import Testing

@Suite("ReviewsMigrations")
struct ReviewsMigrationsTests {
    let database: DatabaseQueue

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [ReviewsMigrations()])
    }

    @Test("the migration is registered under the context's namespace, after the core's")
    func identifiers() {
        #expect(
            PopcornDatabase.migrator(for: [ReviewsMigrations()]).migrations == [
                "core.v1.createDocument", "reviews.v1.createTables",
            ])
    }

    @Test("the page table and the reviews table exist")
    func tablesExist() throws {
        let tables = try database.read { db in
            try ["reviews_review_page", "reviews_review"].filter { try db.tableExists($0) }
        }
        #expect(tables == ["reviews_review_page", "reviews_review"])
    }

    @Test("the one cache table is the page table, kept like a list's page")
    func cacheTables() {
        #expect(
            ReviewsMigrations().cacheTables == [
                CacheTable(name: "reviews_review_page", kind: .list, context: "reviews")
            ])
    }

    @Test("a page's reviews reference it with ON DELETE CASCADE, and are keyed by page and position")
    func reviewsBelongToTheirPage() throws {
        let (foreignKeys, onDelete, primaryKey) = try database.read { db in
            (
                try db.foreignKeys(on: "reviews_review"),
                try String.fetchOne(db, sql: "SELECT on_delete FROM pragma_foreign_key_list('reviews_review')"),
                try db.primaryKey("reviews_review").columns
            )
        }
        #expect(foreignKeys.map(\.destinationTable) == ["reviews_review_page"])
        #expect(foreignKeys.first?.originColumns == ["pageKey"])
        #expect(onDelete == "CASCADE")
        #expect(primaryKey == ["pageKey", "position"])
    }

    @Test("a review's id, author, text and date are required; the rest may be null")
    func nullability() throws {
        let notNull = try database.read { db in
            try db.columns(in: "reviews_review").filter(\.isNotNull).map(\.name).sorted()
        }
        #expect(notNull == ["author", "content", "createdAt", "pageKey", "position", "reviewID"])
    }
}
