import CoreDomain
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import Testing

@Suite("PreviewPageEntity")
struct PreviewPageEntityTests {
    typealias Mapper = PreviewPageMapper<SamplePageTables, SamplePreviewPage, SamplePreviewRowMapper>
    let database: DatabaseQueue
    let mapper = Mapper(resultMapper: SamplePreviewRowMapper())
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)
    let page = SamplePreviewPage(
        page: 2, totalPages: 9, totalResults: 170,
        results: [
            SamplePreview(id: 550, title: "Fight Club", genreIDs: [18, 53]),
            SamplePreview(id: 13, title: "Forrest Gump", genreIDs: nil),
        ])

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [SampleSharedPiecesMigrations()])
    }

    func save(_ page: SamplePreviewPage, key: String) async throws {
        let (mapper, cachedAt) = (mapper, cachedAt)
        try await database.saveAggregate(
            PreviewPageEntity<SamplePageTables>.self, key: key,
            create: { mapper.map(page, pageKey: key, language: "en-US", cachedAt: cachedAt) },
            update: { mapper.map(page, to: &$0, language: "en-US", cachedAt: cachedAt) })
    }

    func read(_ key: String) async throws -> SamplePreviewPage? {
        let mapper = mapper
        return try await database.readCached(PreviewPageEntity<SamplePageTables>.self, key: key, language: "en-US") {
            mapper.map($0)
        }?.value
    }

    @Test("a saved page reads back equal, results in order and JSON columns intact")
    func roundTrips() async throws {
        try await save(page, key: "sample:popular:page:2")

        #expect(try await read("sample:popular:page:2") == page)
        #expect(try await read("sample:popular:page:3") == nil)
    }

    @Test("saving a page again replaces its results, and pages under other keys stay")
    func replacesResults() async throws {
        try await save(page, key: "a")
        try await save(page, key: "b")
        let shorter = SamplePreviewPage(page: 2, totalPages: 10, totalResults: 181, results: [page.results[1]])

        try await save(shorter, key: "a")

        #expect(try await read("a") == shorter)
        #expect(try await read("b") == page)
    }

    @Test("reading a page costs two queries: the page and its results")
    func readsInTwoQueries() async throws {
        try await save(page, key: "a")
        let log = StatementLog.attached(to: database)

        _ = try await read("a")

        #expect(log.queries(touching: "sample_").count == 2)
    }

    @Test("the tables create(in:resultColumns:) makes delete a page's results with the page")
    func deletingAPageDeletesItsResults() async throws {
        try await save(page, key: "a")
        try await save(page, key: "b")

        let remaining = try await database.write { db in
            try db.execute(sql: "DELETE FROM sample_preview_page WHERE pageKey = 'a'")
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sample_preview") ?? -1
        }

        #expect(remaining == page.results.count)
        #expect(try await read("b") == page)
    }

    @Test("create(in:resultColumns:) makes the page and results columns shipped migrations rely on, unchanged")
    func createdColumnsArePinned() async throws {
        let columns = try await database.read { db in
            (
                page: try db.columns(in: SamplePageTables.pageTable).map { "\($0.name) \($0.type) \($0.isNotNull)" },
                results: try db.columns(in: SamplePageTables.resultTable).prefix(2).map { "\($0.name) \($0.type)" },
                primaryKey: try db.primaryKey(SamplePageTables.resultTable).columns,
                foreignKeys: try db.foreignKeys(on: SamplePageTables.resultTable).map(\.destinationTable)
            )
        }

        #expect(
            columns.page == [
                "pageKey TEXT true", "page INTEGER true", "totalPages INTEGER true", "totalResults INTEGER true",
                "language TEXT true", "cachedAt DATETIME true",
            ])
        #expect(columns.results == ["pageKey TEXT", "position INTEGER"])
        #expect(columns.primaryKey == ["pageKey", "position"])
        #expect(columns.foreignKeys == [SamplePageTables.pageTable])
    }
}
