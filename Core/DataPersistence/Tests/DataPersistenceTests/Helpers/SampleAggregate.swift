import DataPersistence
import Foundation
import GRDB

/// A parent record with child rows, the smallest `CachedAggregateRecord`.
struct SampleParent: CachedAggregateRecord, Decodable, Equatable {
    static let databaseTableName = "sample_parent"
    static let children = hasMany(SampleChild.self).order(Column("position")).forKey("children")
    static var withChildren: QueryInterfaceRequest<SampleParent> { including(all: children) }
    static var languageColumn: Column { Column("language") }
    static let keyColumn = "parentID"

    var parentID: Int
    var name: String
    var language: String
    var cachedAt: Date
    var children: [SampleChild]?

    func encode(to container: inout PersistenceContainer) {
        container["parentID"] = parentID
        container["name"] = name
        container["language"] = language
        container["cachedAt"] = cachedAt
    }

    mutating func readChildren(_ db: Database) throws {
        let statement = try db.cachedStatement(
            sql: "SELECT * FROM sample_child WHERE parentID = ? ORDER BY position")
        children = try SampleChild.fetchAll(statement, arguments: [parentID])
    }

    func replaceChildren(_ db: Database) throws {
        try SampleChild.filter(Column("parentID") == parentID).deleteAll(db)
        for child in children ?? [] {
            try child.insert(db)
        }
    }
}

/// A child row of ``SampleParent``, deleted with it.
struct SampleChild: Codable, FetchableRecord, PersistableRecord, Equatable {
    static let databaseTableName = "sample_child"

    var parentID: Int
    var position: Int
    var label: String
}

/// The schema of the sample aggregate.
struct SampleAggregateMigrations: DatabaseMigrations {
    let namespace = "sample"

    var cacheTables: [CacheTable] {
        [CacheTable(name: SampleParent.databaseTableName, kind: .details, context: namespace)]
    }

    func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createAggregate") { db in
            try db.create(table: SampleParent.databaseTableName) { table in
                table.primaryKey("parentID", .integer)
                table.column("name", .text).notNull()
                table.column("language", .text).notNull()
                table.column("cachedAt", .datetime).notNull()
            }
            try db.create(table: SampleChild.databaseTableName) { table in
                table.column("parentID", .integer).notNull()
                    .references(SampleParent.databaseTableName, onDelete: .cascade)
                table.column("position", .integer).notNull()
                table.column("label", .text).notNull()
                table.primaryKey(["parentID", "position"])
            }
        }
    }
}
