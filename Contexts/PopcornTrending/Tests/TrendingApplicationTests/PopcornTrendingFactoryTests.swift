import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import TrendingDomain

@testable import TrendingApplication

@Suite("PopcornTrendingFactory")
struct PopcornTrendingFactoryTests {
    let repository = MockTrendingMediaRepository(stub: .success(.mock(results: [.tvSeries(.mock())])))
    let imagesProvider = MockImagesConfigurationProvider()

    @Test("the trending use case reads the trending repository with the images configuration")
    func fetchTrending() async throws {
        let factory = PopcornTrendingFactory(
            trendingMediaRepository: repository, imagesConfigurationProvider: imagesProvider)

        let page = try await factory.makeFetchTrendingUseCase().execute(.mock())

        #expect(repository.trendingCalledWith == [.mock()])
        #expect(imagesProvider.callCount == 1)
        #expect(page.results.map(\.kind) == [.tvSeries])
    }
}
