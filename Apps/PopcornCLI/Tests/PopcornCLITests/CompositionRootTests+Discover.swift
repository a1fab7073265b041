import CoreApplication
import DataPersistence
import DiscoverApplication
import DiscoverDomain
import Foundation
import Testing

@testable import PopcornCLI

/// The Discover context wired by the composition root, over the catalog.
extension CompositionRootTests {
    @Test("The Discover factory discovers through the whole stack and caches the page in the shared database")
    func discoverFactory() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let captured = CapturedConsole()
        let root = try root(console: captured.console)
        let dependencies = try root.makeDependencies()
        let query = try DiscoverQuery(mediaType: .movie, genreIDs: [18], year: 1999, sort: DiscoverSort(key: .rating))

        let factory = root.makeDiscoverFactory(
            using: dependencies, genres: root.makeGenresFactory(using: dependencies),
            search: root.makeSearchFactory(using: dependencies))
        let page = try await factory.makeDiscoverMediaUseCase().execute(query)

        #expect(page.results.map(\.title) == ["Fight Club"])
        #expect(page.results.first?.kind == .movie)
        let stats = try CacheMaintenance(
            database: dependencies.database, tables: PopcornDatabase.cacheTables(for: CompositionRoot.migrations),
            fileURL: nil
        ).stats()
        #expect(stats.entriesByContext["discover"] == 1)
        #expect(stats.entriesByKind["list"] == 1)
        #expect(captured.errors.isEmpty)
    }

    @Test("The catalog holds no streaming services (TMDb's not found, which exits 66) and only the keywords it knows")
    func discoverFactoryOnTheCatalogHasNoServicesOrKeywords() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = try root(console: CapturedConsole().console)
        let dependencies = try root.makeDependencies()
        let factory = root.makeDiscoverFactory(
            using: dependencies, genres: root.makeGenresFactory(using: dependencies),
            search: root.makeSearchFactory(using: dependencies))

        await #expect(throws: FetchError.notFound) {
            try await factory.makeFetchWatchProvidersListUseCase().execute(mediaType: .movie, region: "GB")
        }
        await #expect(throws: ResolveDiscoverFiltersError.noSuchKeyword("heist", suggestions: [])) {
            try await factory.makeResolveDiscoverFiltersUseCase().execute(
                DiscoverFilterNames(mediaType: .movie, keywords: ["heist"]))
        }
        #expect(
            try await factory.makeResolveDiscoverFiltersUseCase().execute(
                DiscoverFilterNames(mediaType: .movie, keywords: ["825"], providers: ["8"]))
                == DiscoverFilterIDs(keywordIDs: [825], providerIDs: [8]))
    }
}
