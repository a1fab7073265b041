import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVSeriesCreditsUseCase")
struct DefaultFetchTVSeriesCreditsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockTVSeriesCreditsRepository) -> DefaultFetchTVSeriesCreditsUseCase {
        DefaultFetchTVSeriesCreditsUseCase(
            tvSeriesCreditsRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks the repository for the series' credits and maps them in billing order")
    func fetchesAndMaps() async throws {
        let repository = MockTVSeriesCreditsRepository(credits: .success(.mock(id: 1396)))
        let credits = try await makeUseCase(repository).execute(tvSeriesID: 1396)
        #expect(repository.creditsCalledWith == [1396])
        #expect(repository.aggregateCreditsCalledWith.isEmpty)
        #expect(imagesProvider.callCount == 1)
        #expect(credits.id == 1396)
        #expect(credits.cast.map(\.name) == ["Brad Pitt", "Edward Norton"])
        #expect(credits.crew.first?.job == "Director")
        #expect(
            credits.cast.first?.profileURLSet?.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/pitt.jpg")
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchTVSeriesCreditsError.notFound),
            (.unauthorised(nil), .unauthorised(nil)),
            (.storage("locked"), .unknown(.storage("locked"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchTVSeriesCreditsError) async {
        let repository = MockTVSeriesCreditsRepository(credits: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(tvSeriesID: 1396)
        }
    }
}
