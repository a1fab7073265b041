import DataPersistence
import GRDB
import PeopleInfrastructure
import Testing

@Suite("PeopleMigrations")
struct PeopleMigrationsTests {
    /// Every child table, the columns its primary key starts with, and its parent.
    static let childTables: [(table: String, keyPrefix: [String], parent: String)] = [
        ("people_credit", ["personID", "kind", "position"], "people_credits"),
        ("people_preview", ["pageKey", "position"], "people_preview_page"),
        ("people_image", ["personID", "position"], "people_image_collection"),
        ("people_unanswered_part", ["personID", "part"], "people_person"),
    ]

    /// The parents of the four aggregates, each cached on its own.
    static let aggregateTables = ["people_person", "people_credits", "people_preview_page", "people_image_collection"]

    let database: DatabaseQueue

    init() throws {
        database = try PeopleTestDatabase.make()
    }

    @Test("the migrations are registered under the people namespace, after the core's, v1 never edited")
    func identifiers() {
        #expect(
            PopcornDatabase.migrator(for: [PeopleMigrations()]).migrations == [
                "core.v1.createDocument", "people.v1.createTables", "people.v2.createImageTables",
                "people.v3.createUnansweredPartTable",
            ])
    }

    @Test("every aggregate parent is listed for cache stats, clear and prune, photos as details")
    func cacheTables() {
        let tables = PeopleMigrations().cacheTables
        #expect(tables.map(\.name).sorted() == Self.aggregateTables.sorted())
        #expect(tables.first { $0.name == "people_image_collection" }?.kind == .details)
    }

    @Test("v2 adds the photo tables to a database v1 already migrated, keeping its cached people")
    func upgradesV1() throws {
        let queue = try DatabaseQueue()
        let v1 = PopcornDatabase.migrator(for: [PeopleMigrations()])
        try v1.migrate(queue, upTo: "people.v1.createTables")
        try queue.write { db in
            try db.execute(
                sql:
                    "INSERT INTO people_person (personID, name, gender, language, cachedAt) VALUES (287, 'Brad', 2, 'en-US', 0)"
            )
        }

        try v1.migrate(queue)

        let (people, images) = try queue.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM people_person") ?? 0,
                try db.tableExists("people_image")
            )
        }
        #expect(people == 1)
        #expect(images)
    }

    @Test("every People table exists, and no other")
    func tablesExist() throws {
        let tables = try database.read { db in
            try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'people%' ORDER BY name")
        }
        #expect(tables == (Self.aggregateTables + Self.childTables.map(\.table)).sorted())
    }

    @Test("every child table references its parent with ON DELETE CASCADE", arguments: childTables)
    func foreignKeysCascade(child: (table: String, keyPrefix: [String], parent: String)) throws {
        let foreignKeys = try database.read { db in try db.foreignKeys(on: child.table) }
        #expect(foreignKeys.count == 1)
        let foreignKey = try #require(foreignKeys.first)
        #expect(foreignKey.destinationTable == child.parent)
        #expect(foreignKey.originColumns == [child.keyPrefix[0]])
        let onDelete = try database.read { db in
            try String.fetchAll(db, sql: "SELECT on_delete FROM pragma_foreign_key_list(?)", arguments: [child.table])
        }
        #expect(onDelete == ["CASCADE"])
    }

    @Test(
        "every child table is keyed by its parent, then its position, so order is kept and cascades never scan",
        arguments: childTables)
    func childPrimaryKeys(child: (table: String, keyPrefix: [String], parent: String)) throws {
        let primaryKey = try database.read { db in try db.primaryKey(child.table).columns }
        #expect(primaryKey == child.keyPrefix)
    }

    @Test("aggregate parents have no foreign key: credits are cached without their person")
    func aggregatesStandAlone() throws {
        for table in Self.aggregateTables {
            let foreignKeys = try database.read { db in try db.foreignKeys(on: table) }
            #expect(foreignKeys.isEmpty, "\(table) depends on another table")
        }
    }

    @Test("columns the domain requires are NOT NULL, optional ones are nullable")
    func nullability() throws {
        let columns = try database.read { db in
            try Dictionary(uniqueKeysWithValues: db.columns(in: "people_person").map { ($0.name, $0.isNotNull) })
        }
        #expect(columns["name"] == true)
        #expect(columns["gender"] == true)
        #expect(columns["language"] == true)
        #expect(columns["cachedAt"] == true)
        #expect(columns["alsoKnownAs"] == false)
        #expect(columns["birthday"] == false)
        #expect(columns["homepageURL"] == false)
        #expect(columns.count == 15)
    }

    @Test("a row missing a required value is refused")
    func notNullIsEnforced() throws {
        #expect(throws: DatabaseError.self) {
            try database.write { db in
                try db.execute(
                    sql: "INSERT INTO people_person (personID, gender, language, cachedAt) VALUES (1, 0, 'en', 0)")
            }
        }
    }

    @Test("a credit is either cast or crew")
    func creditKindIsChecked() throws {
        func insertCredit(kind: String) throws {
            try database.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO people_credit (personID, kind, position, creditID, mediaType, titleID, title)
                        VALUES (1, ?, 0, 'c', 'movie', 550, 'Fight Club')
                        """,
                    arguments: [kind])
            }
        }
        try database.write { db in
            try db.execute(sql: "INSERT INTO people_credits (personID, language, cachedAt) VALUES (1, 'en', 0)")
        }

        try insertCredit(kind: "cast")
        try insertCredit(kind: "crew")
        #expect(throws: DatabaseError.self) { try insertCredit(kind: "guest") }
    }
}
