import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("ImageCollectionEntityMapper")
struct ImageCollectionEntityTests {
    let database: DatabaseQueue
    let mapper = ImageCollectionEntityMapper<SampleImageTables>()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [SampleSharedPiecesMigrations()])
    }

    func save(_ images: ImageCollection, language: String = "en-US") async throws {
        let (mapper, cachedAt) = (mapper, cachedAt)
        try await database.saveAggregate(
            OwnedRowsEntity<SampleImageTables>.self, key: images.id,
            create: { mapper.map(images, language: language, cachedAt: cachedAt) },
            update: { mapper.map(images, to: &$0, language: language, cachedAt: cachedAt) })
    }

    func read(_ id: Int, language: String = "en-US") async throws -> Cached<ImageCollection>? {
        let mapper = mapper
        return try await database.readCached(OwnedRowsEntity<SampleImageTables>.self, key: id, language: language) {
            mapper.map($0)
        }
    }

    @Test("Saved images read back equal: every kind in its own list, in TMDb's order, null languages kept")
    func roundTrips() async throws {
        let images = ImageCollection.mock(
            id: 7,
            posters: [.mock(filePath: "/p1.jpg", languageCode: "en"), .mock(filePath: "/p2.jpg", languageCode: "fr")],
            profiles: [.mock(filePath: "/face.jpg", voteAverage: nil, voteCount: nil)])
        try await save(images)

        let cached = try await read(7)

        #expect(cached?.value == images)
        #expect(cached?.cachedAt == cachedAt)
    }

    @Test("Saving again replaces the images instead of adding to them")
    func replaces() async throws {
        try await save(.mock(id: 7))
        try await save(ImageCollection(id: 7, logos: [.mock(filePath: "/only.png")]))

        let cached = try await read(7)

        #expect(cached?.value == ImageCollection(id: 7, logos: [.mock(filePath: "/only.png")]))
    }

    @Test("Images cached in another language are a miss, and an empty collection is cached as empty")
    func languageAndEmpty() async throws {
        try await save(ImageCollection(id: 8), language: "fr-FR")

        #expect(try await read(8) == nil)
        #expect(try await read(8, language: "fr-FR")?.value == ImageCollection(id: 8))
    }
}
