import CoreDomain
import CoreDomainTestHelpers
import DiscoverDomain
import DiscoverDomainTestHelpers
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
            discoverMediaRepository: repository, imagesConfigurationProvider: imagesProvider)

        let page = try await factory.makeDiscoverMediaUseCase().execute(try .mock())

        #expect(repository.discoverCalledWith == [try .mock()])
        #expect(imagesProvider.callCount == 1)
        #expect(page.results.map(\.title) == ["Fight Club"])
    }
}
