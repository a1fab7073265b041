import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("CachedAggregateRecord access")
struct CachedAggregateRecordTests {
    let database: DatabaseQueue
    let date = Date(timeIntervalSince1970: 1_700_000_000)

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [SampleAggregateMigrations()])
    }

    func parent(name: String, labels: [String], language: String = "en-US") -> SampleParent {
        SampleParent(
            parentID: 1, name: name, language: language, cachedAt: date,
            children: labels.enumerated().map { SampleChild(parentID: 1, position: $0.offset, label: $0.element) }
        )
    }

    func save(_ value: SampleParent, updatingNameTo newName: String? = nil) async throws {
        try await database.saveAggregate(
            SampleParent.self,
            key: value.parentID,
            create: { value },
            update: { existing in
                existing.name = newName ?? value.name
                existing.children = value.children
            }
        )
    }

    func read(language: String = "en-US") async throws -> Cached<SampleParent>? {
        try await database.readCached(SampleParent.self, key: 1, language: language) { $0 }
    }

    @Test("a saved aggregate reads back with its children in order and its date")
    func roundTrip() async throws {
        try await save(parent(name: "first", labels: ["a", "b", "c"]))
        let cached = try #require(try await read())
        #expect(cached.value.name == "first")
        #expect(cached.value.children?.map(\.label) == ["a", "b", "c"])
        #expect(cached.cachedAt == date)
    }

    @Test("saving again updates the row in place and replaces every child")
    func updateReplacesChildren() async throws {
        try await save(parent(name: "first", labels: ["a", "b", "c"]))
        try await save(parent(name: "ignored", labels: ["z"]), updatingNameTo: "second")
        let cached = try #require(try await read())
        #expect(cached.value.name == "second")
        #expect(cached.value.children?.map(\.label) == ["z"])
        let childRows = try await database.read { db in try SampleChild.fetchCount(db) }
        #expect(childRows == 1)
    }

    @Test("an aggregate cached in another language reads as absent")
    func otherLanguage() async throws {
        try await save(parent(name: "first", labels: ["a"], language: "fr-FR"))
        #expect(try await read(language: "en-US") == nil)
        #expect(try await read(language: "fr-FR") != nil)
    }

    @Test("nothing stored reads as absent")
    func absent() async throws {
        #expect(try await read() == nil)
    }
}
