import CollectionsDomain
import CollectionsTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import GRDB
import Testing

@testable import CollectionsInfrastructure

extension GRDBFilmCollectionLocalDataSourceTests {
    @Test("a collection and a search page read the same with plain SQL as with their associations")
    func plainReadsMatchAssociations() async throws {
        try await dataSource().save(.mock())
        try await dataSource().save(FilmCollectionPreviewPage.mock(), forKey: "collections:search:saga:page:1")

        try await database.read { db in
            let collection = try CachedAggregateReads.both(
                CollectionsFilmCollectionEntity.self, key: 230, language: "en-US", in: db)
            #expect(collection.plain?.parts?.map(\.movieID) == [240, 238, 242])
            #expect(collection.plain == collection.associations)
            let page = try CachedAggregateReads.both(
                PreviewPageEntity<CollectionsPreviewPageTables>.self, key: "collections:search:saga:page:1",
                language: "en-US", in: db)
            #expect(page.plain?.results?.count == 2)
            #expect(page.plain == page.associations)
        }
    }
}
