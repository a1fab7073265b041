import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import Testing

@Suite("GRDBPreviewPageStore")
struct GRDBPreviewPageStoreTests {
    typealias Store = GRDBPreviewPageStore<SampleMediaPageTables, MediaPreviewPage, MediaPreviewRowMapper>
    let database: DatabaseQueue
    let clock = FixedCacheClock()

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [SampleSharedPiecesMigrations()])
    }

    func store(language: String = "en-US") -> Store {
        Store(database: database, language: language, clock: clock, resultMapper: MediaPreviewRowMapper())
    }

    @Test("a page reads back whole under its key, with when it was written; saving again replaces it")
    func roundTrip() async throws {
        try await store().save(.mock(page: 2), forKey: "k")
        try await store().save(.mock(page: 3, results: [.person(.mock())]), forKey: "k")

        let cached = try #require(try await store().page(forKey: "k"))

        #expect(cached.value == .mock(page: 3, results: [.person(.mock())]))
        #expect(cached.cachedAt == clock.now())
        #expect(try await store().page(forKey: "other") == nil)
    }

    @Test("a page written in another language reads as a miss")
    func otherLanguage() async throws {
        try await store(language: "fr-FR").save(.mock(), forKey: "k")

        #expect(try await store().page(forKey: "k") == nil)
        #expect(try await store(language: "fr-FR").page(forKey: "k")?.value == .mock())
    }
}
