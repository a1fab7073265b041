import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("DocumentCache")
struct DocumentCacheTests {
    struct Sample: Codable, Equatable, Sendable {
        let name: String
        let sizes: [String]
    }

    let cache: DocumentCache

    init() throws {
        cache = DocumentCache(database: try CacheDatabase.inMemory(migrations: []))
    }

    @Test("a written document reads back with its date")
    func roundTrip() async throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        try await cache.write(Sample(name: "a", sizes: ["w92"]), key: "k", cachedAt: date)
        let read = try #require(try await cache.read(Sample.self, key: "k"))
        #expect(read.value == Sample(name: "a", sizes: ["w92"]))
        #expect(read.cachedAt == date)
    }

    @Test("writing again replaces the document")
    func overwrite() async throws {
        try await cache.write(Sample(name: "a", sizes: []), key: "k", cachedAt: Date())
        try await cache.write(Sample(name: "b", sizes: []), key: "k", cachedAt: Date())
        #expect(try await cache.read(Sample.self, key: "k")?.value.name == "b")
    }

    @Test("an absent key reads as nil")
    func absent() async throws {
        #expect(try await cache.read(Sample.self, key: "nope") == nil)
    }

    @Test("a document of another shape reads as nil instead of failing")
    func undecodable() async throws {
        try await cache.write(["x": 1], key: "k", cachedAt: Date())
        #expect(try await cache.read(Sample.self, key: "k") == nil)
    }
}
