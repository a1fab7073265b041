import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("OwnedRowsEntityMapping")
struct OwnedRowsEntityMappingTests {
    let database: DatabaseQueue
    let mapper = KeywordsEntityMapper<SampleKeywordsTables>()

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [SampleSharedPiecesMigrations()])
    }

    func read() async throws -> [Keyword]? {
        let mapper = mapper
        return try await database.read { db in
            try OwnedRowsEntity<SampleKeywordsTables>.fetchCached(in: db, key: 550, language: "en-US").map(mapper.map)
        }
    }

    @Test("A part not fetched saves nothing; a fetched one is inserted, then replaced in place")
    func saves() async throws {
        let mapper = mapper
        let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)
        try await database.write { db in
            try mapper.save(nil, ownerID: 550, language: "en-US", cachedAt: cachedAt, in: db)
        }
        #expect(try await read() == nil)

        for keywords in [[Keyword.mock()], [.mock(id: 825, name: "support group"), .mock()]] {
            try await database.write { db in
                try mapper.save(keywords, ownerID: 550, language: "en-US", cachedAt: cachedAt, in: db)
            }
        }

        #expect(try await read() == [.mock(id: 825, name: "support group"), .mock()])
        #expect(try await database.read { db in try OwnedRowsEntity<SampleKeywordsTables>.fetchCount(db) } == 1)
    }
}
