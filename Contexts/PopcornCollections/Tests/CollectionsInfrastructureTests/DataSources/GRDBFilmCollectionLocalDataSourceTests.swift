import CollectionsDomain
import CollectionsInfrastructure
import CollectionsTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import Testing

@Suite("GRDBFilmCollectionLocalDataSource")
struct GRDBFilmCollectionLocalDataSourceTests {
    let database: DatabaseQueue
    let clock = FixedCacheClock()

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [CollectionsMigrations()])
    }

    func dataSource(language: String = "en-US") -> GRDBFilmCollectionLocalDataSource {
        GRDBFilmCollectionLocalDataSource(database: database, language: language, clock: clock)
    }

    func count(_ table: String) throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }

    @Test("a collection never saved reads as absent")
    func missing() async throws {
        #expect(try await dataSource().filmCollection(withID: 230) == nil)
    }

    @Test("a saved collection reads back with every field, its movies in TMDb's order, and the clock's date")
    func roundTrip() async throws {
        try await dataSource().save(.mock())

        let cached = try #require(try await dataSource().filmCollection(withID: 230))

        #expect(cached.value == .mock())
        #expect(cached.value.parts.map(\.id) == [240, 238, 242])
        #expect(cached.value.parts[1] == .mock())
        #expect(cached.cachedAt == clock.now())
        #expect(try count("collections_film_collection_part") == 3)
    }

    @Test("a collection with no optional fields and no movies reads back so")
    func sparseRoundTrip() async throws {
        let sparse = FilmCollection(id: 1, name: "Alone", parts: [FilmCollectionPart(id: 9, title: "Only")])
        try await dataSource().save(sparse)
        try await dataSource().save(FilmCollection(id: 2, name: "Empty"))

        #expect(try await dataSource().filmCollection(withID: 1)?.value == sparse)
        #expect(try await dataSource().filmCollection(withID: 2)?.value == FilmCollection(id: 2, name: "Empty"))
    }

    @Test("saving again replaces the row and its movies without leftovers, and keeps other collections")
    func overwrite() async throws {
        try await dataSource().save(.mock())
        try await dataSource().save(.mock(id: 10, name: "Star Wars Collection"))
        clock.advance(by: 60)
        let updated = FilmCollection.mock(name: "Renamed", overview: nil, parts: [.mockPartIII])

        try await dataSource().save(updated)

        let cached = try #require(try await dataSource().filmCollection(withID: 230))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try await dataSource().filmCollection(withID: 10)?.value.parts.count == 3)
        #expect(try count("collections_film_collection") == 2)
        #expect(try count("collections_film_collection_part") == 4)
    }

    @Test("a collection cached in another language reads as absent")
    func otherLanguage() async throws {
        try await dataSource(language: "fr-FR").save(.mock())
        #expect(try await dataSource(language: "en-US").filmCollection(withID: 230) == nil)
    }

    @Test("deleting a collection's row deletes its movies")
    func cascade() async throws {
        try await dataSource().save(.mock())

        _ = try await database.write { db in try db.execute(sql: "DELETE FROM collections_film_collection") }

        #expect(try count("collections_film_collection_part") == 0)
    }

    @Test("reading a collection runs two queries, however many movies it has")
    func readIsNotNPlusOne() async throws {
        let parts = (1...20).map { FilmCollectionPart.mock(id: $0, title: "Part \($0)") }
        try await dataSource().save(.mock(parts: parts))
        let log = StatementLog.attached(to: database)

        let collection = try await dataSource().filmCollection(withID: 230)

        #expect(collection?.value.parts.count == 20)
        #expect(log.queries(touching: "collections_").count == 2)
    }

    @Test("saving a collection and its movies is one transaction")
    func saveIsOneTransaction() async throws {
        try await dataSource().save(.mock())
        let log = StatementLog.attached(to: database)

        try await dataSource().save(.mock(name: "Again"))

        #expect(log.all.filter { $0.hasPrefix("BEGIN") }.count == 1)
        #expect(log.all.filter { $0.hasPrefix("COMMIT") }.count == 1)
    }
}
