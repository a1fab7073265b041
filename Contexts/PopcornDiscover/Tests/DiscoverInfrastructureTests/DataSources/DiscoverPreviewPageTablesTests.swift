import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import DiscoverInfrastructure
import DiscoverTestHelpers
import Foundation
import GRDB
import Testing

@Suite("DiscoverPreviewPageTables")
struct DiscoverPreviewPageTablesTests {
    let database: DatabaseQueue
    let dataSource: GRDBMediaPreviewPageLocalDataSource<DiscoverPreviewPageTables>

    init() throws {
        database = try DiscoverTestDatabase.make()
        dataSource = GRDBMediaPreviewPageLocalDataSource(
            database: database, language: "en-US", clock: FixedCacheClock())
    }

    @Test("the shared local data source stores pages in the Discover tables its migration creates, and reads them back")
    func pagesLiveInTheContextTables() async throws {
        try await dataSource.save(.mock(), forKey: "discover:movie:sort=popularity.desc:page:1")

        let rows = try database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT kind, mediaID FROM discover_media_preview WHERE pageKey = ? ORDER BY position",
                arguments: ["discover:movie:sort=popularity.desc:page:1"])
        }

        #expect(try DiscoverTestDatabase.count("discover_media_page", in: database) == 1)
        #expect(rows.map { $0["kind"] as String } == ["movie", "tv", "person"])
        #expect(rows.map { $0["mediaID"] as Int } == [550, 1396, 287])
        #expect(try await dataSource.page(forKey: "discover:movie:sort=popularity.desc:page:1")?.value == .mock())
    }
}
