import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("TranslationsEntityMapper")
struct TranslationsEntityTests {
    let database: DatabaseQueue
    let mapper = TranslationsEntityMapper<SampleTranslationsTables>()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [SampleSharedPiecesMigrations()])
    }

    func save(_ translations: [Translation], owner: Int = 550) async throws {
        let (mapper, cachedAt) = (mapper, cachedAt)
        try await database.saveAggregate(
            OwnedRowsEntity<SampleTranslationsTables>.self, key: owner,
            create: { mapper.map(translations, ownerID: owner, language: "fr-FR", cachedAt: cachedAt) },
            update: { mapper.map(translations, to: &$0, language: "fr-FR", cachedAt: cachedAt) })
    }

    func read(_ owner: Int = 550) async throws -> Cached<[Translation]>? {
        let mapper = mapper
        return try await database.readCached(
            OwnedRowsEntity<SampleTranslationsTables>.self, key: owner, language: "fr-FR"
        ) { mapper.map($0) }
    }

    @Test("Translations read back equal, in TMDb's order, empty fields and all")
    func roundTrips() async throws {
        let translations: [Translation] = [
            .mock(languageCode: "fr", countryCode: "FR", englishName: "French", overview: "", tagline: nil),
            .mock(homepageURL: "https://www.foxmovies.com/movies/fight-club"),
            Translation(languageCode: "de"),
        ]
        try await save(translations)

        let cached = try await read()

        #expect(cached?.value == translations)
        #expect(cached?.cachedAt == cachedAt)
    }

    @Test("Saving again replaces the translations")
    func replaces() async throws {
        try await save([.mock(), .mock(languageCode: "fr")])
        try await save([.mock(languageCode: "de")])

        #expect(try await read()?.value.map(\.languageCode) == ["de"])
    }
}
