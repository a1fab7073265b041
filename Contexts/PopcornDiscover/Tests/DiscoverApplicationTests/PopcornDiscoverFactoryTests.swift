import CoreDomain
import CoreDomainTestHelpers
import DiscoverDomain
import DiscoverTestHelpers
import Foundation
import Testing

@testable import DiscoverApplication

@Suite("PopcornDiscoverFactory")
struct PopcornDiscoverFactoryTests {
    @Test("the discover use case asks the repository it was given, with the images configuration")
    func discoverMedia() async throws {
        let repository = MockDiscoverMediaRepository(stub: .success(.mock(results: [.movie(.mock())])))
        let imagesProvider = MockImagesConfigurationProvider()
        let factory = PopcornDiscoverFactory(
            discoverMediaRepository: repository, keywordRepository: MockDiscoverKeywordRepository(),
            watchProviderRepository: MockDiscoverWatchProviderRepository(), imagesConfigurationProvider: imagesProvider,
            genreProvider: MockDiscoverGenreProvider(), personProvider: MockDiscoverPersonProvider())

        let page = try await factory.makeDiscoverMediaUseCase().execute(try .mock())

        #expect(repository.discoverCalledWith == [try .mock()])
        #expect(imagesProvider.callCount == 1)
        #expect(page.results.map(\.title) == ["Fight Club"])
    }

    @Test("the filter resolution asks the genre and person providers and the repositories it was given")
    func resolveFilters() async throws {
        let genres = MockDiscoverGenreProvider { names in .success(names.map { _ in 18 }) }
        let people = MockDiscoverPersonProvider(["brad pitt": .success(.match(id: 287))])
        let keywords = MockDiscoverKeywordRepository(["heist": .success([.mock(id: 10051, name: "heist")])])
        let providers = MockDiscoverWatchProviderRepository(.success(WatchProvider.discoverMocks()))
        let factory = PopcornDiscoverFactory(
            discoverMediaRepository: MockDiscoverMediaRepository(), keywordRepository: keywords,
            watchProviderRepository: providers, imagesConfigurationProvider: MockImagesConfigurationProvider(),
            genreProvider: genres, personProvider: people)

        let ids = try await factory.makeResolveDiscoverFiltersUseCase().execute(
            DiscoverFilterNames(
                mediaType: .movie, genres: ["drama"], people: [.name("brad pitt")], keywords: ["heist"],
                providers: ["netflix"], watchRegion: "GB"))

        #expect(
            ids == DiscoverFilterIDs(genreIDs: [18], personIDs: [287], keywordIDs: [10051], providerIDs: [8]))
        #expect(providers.calledWith == [.init(mediaType: .movie, region: "GB")])
    }

    @Test("the providers list asks the repository it was given, with the images configuration")
    func watchProvidersList() async throws {
        let providers = MockDiscoverWatchProviderRepository(.success(WatchProvider.discoverMocks()))
        let imagesProvider = MockImagesConfigurationProvider()
        let factory = PopcornDiscoverFactory(
            discoverMediaRepository: MockDiscoverMediaRepository(), keywordRepository: MockDiscoverKeywordRepository(),
            watchProviderRepository: providers, imagesConfigurationProvider: imagesProvider,
            genreProvider: MockDiscoverGenreProvider(), personProvider: MockDiscoverPersonProvider())

        let list = try await factory.makeFetchWatchProvidersListUseCase().execute(mediaType: .tvSeries, region: "gb")

        #expect(list.providers.first?.name == "Disney Plus")
        #expect(providers.calledWith == [.init(mediaType: .tvSeries, region: "GB")])
        #expect(imagesProvider.callCount == 1)
    }
}
