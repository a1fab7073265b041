import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVEpisodeCreditsUseCase")
struct DefaultFetchTVEpisodeCreditsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockTVEpisodeCreditsRepository) -> DefaultFetchTVEpisodeCreditsUseCase {
        DefaultFetchTVEpisodeCreditsUseCase(
            tvEpisodeCreditsRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks the repository for the episode's credits and maps them with the images configuration")
    func fetchesAndMaps() async throws {
        let repository = MockTVEpisodeCreditsRepository(stub: .success(.mock(seasonNumber: 2, episodeNumber: 3)))

        let credits = try await makeUseCase(repository).execute(episodeNumber: 3, inSeason: 2, inTVSeries: 1396)

        #expect(repository.calledWith == [.init(episodeNumber: 3, seasonNumber: 2, tvSeriesID: 1396)])
        #expect(imagesProvider.callCount == 1)
        #expect(
            credits
                == TVEpisodeCreditsDetailsMapper().map(
                    .mock(seasonNumber: 2, episodeNumber: 3), imagesConfiguration: .mock()))
        #expect(credits.cast.first?.profileURLSet != nil)
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("offline"), .unknown(.unreachable("offline"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockTVEpisodeCreditsRepository(stub: .failure(failure))

        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(episodeNumber: 1, inSeason: 1, inTVSeries: 1396)
        }
    }

    @Test("an images configuration that cannot be had fails the use case")
    func imagesConfigurationFailure() async {
        let repository = MockTVEpisodeCreditsRepository(stub: .success(.mock()))
        let useCase = DefaultFetchTVEpisodeCreditsUseCase(
            tvEpisodeCreditsRepository: repository,
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.rateLimited(nil))))

        await #expect(throws: FetchError.unknown(.rateLimited(nil))) {
            try await useCase.execute(episodeNumber: 1, inSeason: 1, inTVSeries: 1396)
        }
    }
}
