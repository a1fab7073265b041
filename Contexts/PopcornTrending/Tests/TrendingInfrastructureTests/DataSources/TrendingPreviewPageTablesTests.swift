import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import Testing
import TrendingInfrastructure

@Suite("TrendingPreviewPageTables")
struct TrendingPreviewPageTablesTests {
    let database: DatabaseQueue
    let dataSource: GRDBMediaPreviewPageLocalDataSource<TrendingPreviewPageTables>

    init() throws {
        database = try TrendingTestDatabase.make()
        dataSource = GRDBMediaPreviewPageLocalDataSource(
            database: database, language: "en-US", clock: FixedCacheClock())
    }

    @Test("the shared local data source stores pages in the Trending tables its migration creates, and reads them back")
    func pagesLiveInTheContextTables() async throws {
        try await dataSource.save(.mock(), forKey: "trending:all:day:page:1")

        let rows = try await database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT kind, mediaID FROM trending_media_preview WHERE pageKey = ? ORDER BY position",
                arguments: ["trending:all:day:page:1"])
        }

        #expect(try TrendingTestDatabase.count("trending_media_page", in: database) == 1)
        #expect(rows.map { $0["kind"] as String } == ["movie", "tv", "person"])
        #expect(rows.map { $0["mediaID"] as Int } == [550, 1396, 287])
        #expect(try await dataSource.page(forKey: "trending:all:day:page:1")?.value == .mock())
    }
}
