import CoreDomain
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import Testing

@Suite("OwnedRowTable")
struct OwnedRowTableTests {
    let database: DatabaseQueue
    let table = SampleCreditsTables.rows.cast

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [SampleSharedPiecesMigrations()])
        try database.write { db in
            for id in [1, 2] {
                try db.execute(
                    sql: "INSERT INTO sample_credits (sampleID, language, cachedAt) VALUES (?, 'en-US', ?)",
                    arguments: [id, Date()])
            }
        }
    }

    static func row(_ name: String, order: Int) -> CastMemberRow {
        CastMemberRow(
            personID: order + 100, castID: nil, creditID: "c\(order)", name: name, character: "Role \(order)",
            gender: 2, profilePath: order == 0 ? "/a.jpg" : nil, order: order)
    }

    func storedRows(of owner: Int) throws -> [Row] {
        try database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM sample_cast_member WHERE sampleID = ? ORDER BY position", arguments: [owner])
        }
    }

    @Test("inserted rows carry the owner key and their position in the order given")
    func insertsOwnerAndPosition() throws {
        let rows = [Self.row("Zoe", order: 3), Self.row("Adam", order: 0)]

        try database.write { db in try table.insertRows(rows, ofOwner: 1, in: db) }

        let stored = try storedRows(of: 1)
        #expect(stored.map { $0["sampleID"] as Int } == [1, 1])
        #expect(stored.map { $0["position"] as Int } == [0, 1])
        #expect(stored.map { $0["name"] as String } == ["Zoe", "Adam"])
        #expect(try stored.map(CastMemberRow.init(row:)) == rows)
    }

    @Test("replacing an owner's rows deletes its old ones and leaves other owners alone")
    func replacesOnlyTheOwnersRows() throws {
        try database.write { db in
            try table.insertRows([Self.row("Old", order: 0), Self.row("Older", order: 1)], ofOwner: 1, in: db)
            try table.insertRows([Self.row("Other", order: 0)], ofOwner: 2, in: db)
        }

        try database.write { db in try table.replaceRows([Self.row("New", order: 0)], ofOwner: 1, in: db) }

        #expect(try storedRows(of: 1).map { $0["name"] as String } == ["New"])
        #expect(try storedRows(of: 2).map { $0["name"] as String } == ["Other"])
    }

    @Test("deleting the parent row cascades to its rows")
    func cascadesFromTheParent() throws {
        try database.write { db in try table.insertRows([Self.row("Gone", order: 0)], ofOwner: 1, in: db) }

        try database.write { db in try db.execute(sql: "DELETE FROM sample_credits WHERE sampleID = 1") }

        #expect(try storedRows(of: 1).isEmpty)
    }

    @Test("the created table is keyed by owner and position")
    func createdTableIsKeyedByOwnerAndPosition() throws {
        let primaryKey = try database.read { db in try db.primaryKey("sample_cast_member").columns }
        #expect(primaryKey == ["sampleID", "position"])
    }
}
