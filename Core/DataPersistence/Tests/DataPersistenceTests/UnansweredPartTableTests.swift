import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("UnansweredPartTable")
struct UnansweredPartTableTests {
    let database: DatabaseQueue
    let table = SampleUnansweredPartMigrations.table
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [SampleUnansweredPartMigrations()])
        try database.write { db in
            for id in [1, 2] {
                try db.execute(
                    sql: "INSERT INTO sampleparts_title (titleID, cachedAt) VALUES (?, ?)", arguments: [id, Date()])
            }
        }
    }

    func record(
        answered: Set<SamplePart> = [], unanswered: Set<SamplePart>, owner: Int = 1, language: String = "en-US",
        at date: Date? = nil
    ) throws {
        let (table, cachedAt) = (table, date ?? cachedAt)
        try database.write { db in
            try table.record(
                answered: answered, unanswered: unanswered, of: owner, language: language, cachedAt: cachedAt, in: db)
        }
    }

    func unanswered(
        among missing: Set<SamplePart> = Set(SamplePart.allCases), owner: Int = 1, language: String = "en-US"
    ) throws -> [SamplePart: Date] {
        let table = table
        return try database.read { db in
            try table.unanswered(among: missing, of: owner, language: language, in: db)
        }
    }

    @Test("Recorded parts read back with when they were recorded, for their owner only")
    func roundTrips() throws {
        try record(unanswered: [.images, .watchProviders])

        #expect(try unanswered() == [.images: cachedAt, .watchProviders: cachedAt])
        #expect(try unanswered(owner: 2).isEmpty)
    }

    @Test("Only the missing parts asked about are read, and none at all when nothing is missing")
    func onlyMissingParts() throws {
        try record(unanswered: [.images, .watchProviders])

        #expect(try unanswered(among: [.images, .credits]) == [.images: cachedAt])
        #expect(try unanswered(among: []).isEmpty)
    }

    @Test("A part recorded in another language reads as not recorded")
    func otherLanguage() throws {
        try record(unanswered: [.images], language: "fr-FR")

        #expect(try unanswered().isEmpty)
        #expect(try unanswered(language: "fr-FR") == [.images: cachedAt])
    }

    @Test("Answering a part forgets it, recording it again moves its date, and other parts stay")
    func answeredForgets() throws {
        try record(unanswered: [.images, .watchProviders])
        let later = cachedAt.addingTimeInterval(60)

        try record(answered: [.images], unanswered: [.watchProviders], at: later)

        #expect(try unanswered() == [.watchProviders: later])
    }

    @Test("A name that is no part any more is ignored")
    func unknownNames() throws {
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO sampleparts_unanswered_part (titleID, part, language, cachedAt) VALUES (1, ?, ?, ?)",
                arguments: ["trailers", "en-US", cachedAt])
        }

        #expect(try unanswered().isEmpty)
    }

    @Test("Deleting the owner's row deletes what was recorded of it")
    func cascades() throws {
        try record(unanswered: [.images])
        try record(unanswered: [.images], owner: 2)

        try database.write { db in _ = try db.execute(sql: "DELETE FROM sampleparts_title WHERE titleID = 1") }

        #expect(try unanswered().isEmpty)
        #expect(try unanswered(owner: 2) == [.images: cachedAt])
    }
}
