import CollectionsInfrastructure
import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("CollectionsMigrations")
struct CollectionsMigrationsTests {
    static let tables = [
        "collections_film_collection", "collections_film_collection_part", "collections_preview_page",
        "collections_film_collection_preview",
    ]

    let database: DatabaseQueue

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [CollectionsMigrations()])
    }

    @Test("the migration is registered under the context's namespace, after the core's")
    func identifiers() {
        #expect(
            PopcornDatabase.migrator(for: [CollectionsMigrations()]).migrations == [
                "core.v1.createDocument", "collections.v1.createTables",
            ])
    }

    @Test("every table of the context exists")
    func tablesExist() throws {
        let tables = try database.read { db in try Self.tables.filter { try db.tableExists($0) } }
        #expect(tables == Self.tables)
    }

    @Test("the cache tables are the collections, living as long as details, and the search pages")
    func cacheTables() {
        #expect(
            CollectionsMigrations().cacheTables == [
                CacheTable(name: "collections_film_collection", kind: .details, context: "collections"),
                CacheTable(name: "collections_preview_page", kind: .search, context: "collections"),
            ])
    }

    @Test(
        "each child table references its parent with ON DELETE CASCADE, keyed by the parent and position",
        arguments: [
            ("collections_film_collection_part", "collections_film_collection", "filmCollectionID"),
            ("collections_film_collection_preview", "collections_preview_page", "pageKey"),
        ])
    func childrenBelongToTheirParent(child: String, parent: String, owner: String) throws {
        let (foreignKeys, onDelete, primaryKey) = try database.read { db in
            (
                try db.foreignKeys(on: child),
                try String.fetchOne(db, sql: "SELECT on_delete FROM pragma_foreign_key_list(?)", arguments: [child]),
                try db.primaryKey(child).columns
            )
        }
        #expect(foreignKeys.map(\.destinationTable) == [parent])
        #expect(foreignKeys.first?.originColumns == [owner])
        #expect(onDelete == "CASCADE")
        #expect(primaryKey == [owner, "position"])
    }
}
