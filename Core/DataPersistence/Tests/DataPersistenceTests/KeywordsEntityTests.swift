import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("KeywordsEntityMapper")
struct KeywordsEntityTests {
    let database: DatabaseQueue
    let mapper = KeywordsEntityMapper<SampleKeywordsTables>()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [SampleSharedPiecesMigrations()])
    }

    func save(_ keywords: [Keyword], owner: Int = 550) async throws {
        let (mapper, cachedAt) = (mapper, cachedAt)
        try await database.saveAggregate(
            OwnedRowsEntity<SampleKeywordsTables>.self, key: owner,
            create: { mapper.map(keywords, ownerID: owner, language: "en-US", cachedAt: cachedAt) },
            update: { mapper.map(keywords, to: &$0, language: "en-US", cachedAt: cachedAt) })
    }

    func read(_ owner: Int = 550) async throws -> Cached<[Keyword]>? {
        let mapper = mapper
        return try await database.readCached(
            OwnedRowsEntity<SampleKeywordsTables>.self, key: owner, language: "en-US"
        ) { mapper.map($0) }
    }

    @Test("Keywords read back equal and in TMDb's order, and another language reads as a miss")
    func roundTrips() async throws {
        let keywords: [Keyword] = [.mock(), .mock(id: 825, name: "support group"), .mock(id: 9_826, name: "nihilism")]
        try await save(keywords)

        #expect(try await read()?.value == keywords)
        let french = try await database.read { db in
            try OwnedRowsEntity<SampleKeywordsTables>.fetchCached(in: db, key: 550, language: "fr-FR")
        }
        #expect(french == nil)
    }

    @Test("Saving again replaces the keywords, and a title without any is cached empty")
    func replaces() async throws {
        try await save([.mock()])
        try await save([])

        #expect(try await read()?.value == [])
    }
}
