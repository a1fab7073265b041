import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import DiscoverDomain
import DiscoverTestHelpers
import Foundation
import Testing

@testable import DiscoverApplication

@Suite("DefaultFetchWatchProvidersListUseCase")
struct DefaultFetchWatchProvidersListUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockDiscoverWatchProviderRepository) -> DefaultFetchWatchProvidersListUseCase
    {
        DefaultFetchWatchProvidersListUseCase(
            watchProviderRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("the region's services come in its order: by priority, ties by name, those without one last")
    func regionOrder() async throws {
        let repository = MockDiscoverWatchProviderRepository(.success(WatchProvider.discoverMocks()))

        let list = try await makeUseCase(repository).execute(mediaType: .movie, region: "GB")

        #expect(list.providers.map(\.id) == [337, 8, 175, 119, 11])
        #expect(list.providers.map(\.name) == ["Disney Plus", "Netflix", "Netflix Kids", "Amazon Prime Video", "MUBI"])
        #expect(list.mediaType == "movie")
        #expect(list.region == "GB")
    }

    @Test("the region is asked upper-cased, for the kind given, and the logos are resolved")
    func asksAndResolves() async throws {
        let repository = MockDiscoverWatchProviderRepository(.success([.mock()]))

        let list = try await makeUseCase(repository).execute(mediaType: .tvSeries, region: "gb")

        #expect(repository.calledWith == [.init(mediaType: .tvSeries, region: "GB")])
        #expect(imagesProvider.callCount == 1)
        #expect(list.mediaType == "tv")
        #expect(
            list.providers == [
                WatchProviderDetailsMapper().map(.mock(), imagesConfiguration: .mock())
            ])
        #expect(list.providers.first?.logoURLSet != nil)
    }

    @Test("a region without services is an empty list, not a failure")
    func empty() async throws {
        let list = try await makeUseCase(MockDiscoverWatchProviderRepository(.success([]))).execute(
            mediaType: .movie, region: "AQ")

        #expect(list == WatchProviderListDetails(mediaType: "movie", region: "AQ", providers: []))
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
        ])
    func convertsErrors(failure: DataAccessError, expected: FetchError) async {
        let useCase = makeUseCase(MockDiscoverWatchProviderRepository(.failure(failure)))

        await #expect(throws: expected) {
            try await useCase.execute(mediaType: .movie, region: "US")
        }
    }
}
