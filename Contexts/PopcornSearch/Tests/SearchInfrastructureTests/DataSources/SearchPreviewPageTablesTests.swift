import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import SearchInfrastructure
import SearchTestHelpers
import Testing

@Suite("SearchPreviewPageTables")
struct SearchPreviewPageTablesTests {
    let database: DatabaseQueue
    let dataSource: GRDBMediaPreviewPageLocalDataSource<SearchPreviewPageTables>

    init() throws {
        database = try SearchTestDatabase.make()
        dataSource = GRDBMediaPreviewPageLocalDataSource(
            database: database, language: "en-US", clock: FixedCacheClock())
    }

    @Test("the shared local data source stores pages in the Search tables its migration creates, and reads them back")
    func pagesLiveInTheContextTables() async throws {
        try await dataSource.save(.mock(), forKey: "search:all:page:1:fight club")

        let rows = try await database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT kind, mediaID FROM search_media_preview WHERE pageKey = ? ORDER BY position",
                arguments: ["search:all:page:1:fight club"])
        }

        #expect(try SearchTestDatabase.count("search_media_page", in: database) == 1)
        #expect(rows.map { $0["kind"] as String } == ["movie", "tv", "person"])
        #expect(rows.map { $0["mediaID"] as Int } == [550, 1396, 287])
        #expect(try await dataSource.page(forKey: "search:all:page:1:fight club")?.value == .mock())
    }
}
