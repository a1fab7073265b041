import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import Testing

@Suite("CreditsEntity")
struct CreditsEntityTests {
    let database: DatabaseQueue
    let mapper = CreditsEntityMapper<SampleCreditsTables>()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [SampleSharedPiecesMigrations()])
    }

    func save(_ credits: Credits, language: String = "en-US") async throws {
        let (mapper, cachedAt) = (mapper, cachedAt)
        try await database.saveAggregate(
            CreditsEntity<SampleCreditsTables>.self, key: credits.id,
            create: { mapper.map(credits, language: language, cachedAt: cachedAt) },
            update: { mapper.map(credits, to: &$0, language: language, cachedAt: cachedAt) })
    }

    func read(_ id: Int, language: String = "en-US") async throws -> Cached<Credits>? {
        let mapper = mapper
        return try await database.readCached(CreditsEntity<SampleCreditsTables>.self, key: id, language: language) {
            mapper.map($0)
        }
    }

    @Test("saved credits read back equal, cast and crew in TMDb's order")
    func roundTrips() async throws {
        try await save(.mock(id: 7))

        let cached = try await read(7)

        #expect(cached?.value == .mock(id: 7))
        #expect(cached?.cachedAt == cachedAt)
    }

    @Test("saving again replaces the members instead of adding to them")
    func replacesMembers() async throws {
        try await save(.mock(id: 7))
        try await save(Credits(id: 7, cast: [], crew: Credits.mock().crew))

        let cached = try await read(7)

        #expect(cached?.value.cast == [])
        #expect(cached?.value.crew == Credits.mock().crew)
        let castRows = try await database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM sample_cast_member") }
        #expect(castRows == 0)
    }

    @Test("credits cached in another language read as a miss")
    func otherLanguageIsAMiss() async throws {
        try await save(.mock(id: 7), language: "fr-FR")

        #expect(try await read(7) == nil)
    }

    @Test("reading credits prefetches cast and crew: three queries whatever their size")
    func readsInThreeQueries() async throws {
        try await save(.mock(id: 7))
        let log = StatementLog.attached(to: database)

        _ = try await read(7)

        #expect(log.queries(touching: "sample_").count == 3)
    }
}
