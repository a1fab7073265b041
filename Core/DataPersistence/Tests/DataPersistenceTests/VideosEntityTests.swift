import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("VideosEntityMapper")
struct VideosEntityTests {
    let database: DatabaseQueue
    let mapper = VideosEntityMapper<SampleVideosTables>()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [SampleSharedPiecesMigrations()])
    }

    func save(_ videos: [Video], owner: Int = 550) async throws {
        let (mapper, cachedAt) = (mapper, cachedAt)
        try await database.saveAggregate(
            OwnedRowsEntity<SampleVideosTables>.self, key: owner,
            create: { mapper.map(videos, ownerID: owner, language: "en-US", cachedAt: cachedAt) },
            update: { mapper.map(videos, to: &$0, language: "en-US", cachedAt: cachedAt) })
    }

    func read(_ owner: Int = 550) async throws -> Cached<[Video]>? {
        let mapper = mapper
        return try await database.readCached(OwnedRowsEntity<SampleVideosTables>.self, key: owner, language: "en-US") {
            mapper.map($0)
        }
    }

    @Test("Videos of every site and kind read back equal, in TMDb's order")
    func roundTrips() async throws {
        let videos: [Video] = [
            .mock(),
            .mock(
                id: "v2", name: "Making of", key: "282875052", site: .vimeo, kind: .behindTheScenes, size: nil,
                isOfficial: false, publishedAt: nil, languageCode: nil, countryCode: nil),
            .mock(id: "v3", site: .other("Dailymotion"), kind: .other("Recap")),
        ]
        try await save(videos)

        let cached = try await read()

        #expect(cached?.value == videos)
        #expect(cached?.cachedAt == cachedAt)
    }

    @Test("A title with no videos is cached as known and empty, and saving again replaces the list")
    func emptyAndReplaced() async throws {
        try await save([])
        #expect(try await read()?.value == [])

        try await save([.mock(id: "a")])
        try await save([.mock(id: "b"), .mock(id: "c")])
        #expect(try await read()?.value.map(\.id) == ["b", "c"])
    }
}
