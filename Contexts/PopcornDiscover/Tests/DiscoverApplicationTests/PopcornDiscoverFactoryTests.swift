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
            discoverMediaRepository: repository, imagesConfigurationProvider: imagesProvider,
            genreProvider: MockDiscoverGenreProvider(), personProvider: MockDiscoverPersonProvider())

        let page = try await factory.makeDiscoverMediaUseCase().execute(try .mock())

        #expect(repository.discoverCalledWith == [try .mock()])
        #expect(imagesProvider.callCount == 1)
        #expect(page.results.map(\.title) == ["Fight Club"])
    }

    @Test("the filter resolution asks the genre and person providers it was given")
    func resolveFilters() async throws {
        let genres = MockDiscoverGenreProvider { names in .success(names.map { _ in 18 }) }
        let people = MockDiscoverPersonProvider(["brad pitt": .success(.match(id: 287))])
        let factory = PopcornDiscoverFactory(
            discoverMediaRepository: MockDiscoverMediaRepository(),
            imagesConfigurationProvider:
                MockImagesConfigurationProvider(), genreProvider: genres, personProvider: people)

        let ids = try await factory.makeResolveDiscoverFiltersUseCase().execute(
            DiscoverFilterNames(mediaType: .movie, genres: ["drama"], people: [.name("brad pitt")]))

        #expect(ids == DiscoverFilterIDs(genreIDs: [18], personIDs: [287]))
    }
}
