import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVSeriesAggregateCreditsUseCase")
struct DefaultFetchTVSeriesAggregateCreditsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(
        _ repository: MockTVSeriesCreditsRepository
    ) -> DefaultFetchTVSeriesAggregateCreditsUseCase {
        DefaultFetchTVSeriesAggregateCreditsUseCase(
            tvSeriesCreditsRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks the repository for the aggregate credits: cast in billing order, crew as TMDb groups it")
    func fetchesAndMaps() async throws {
        let repository = MockTVSeriesCreditsRepository(aggregateCredits: .success(.mock()))
        let credits = try await makeUseCase(repository).execute(tvSeriesID: 1396)
        #expect(repository.aggregateCreditsCalledWith == [1396])
        #expect(repository.creditsCalledWith.isEmpty)
        #expect(imagesProvider.callCount == 1)
        #expect(credits.id == 1396)
        #expect(credits.cast.map(\.name) == ["Bryan Cranston", "Aaron Paul"])
        #expect(credits.crew.map(\.department) == ["Writing", "Directing"])
        #expect(
            credits.cast.first?.profileURLSet?.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/cast.jpg")
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchTVSeriesAggregateCreditsError.notFound),
            (.unauthorised("denied"), .unauthorised("denied")),
            (.invalidResponse("/tv/1396/aggregate_credits"), .unknown(.invalidResponse("/tv/1396/aggregate_credits"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchTVSeriesAggregateCreditsError) async {
        let repository = MockTVSeriesCreditsRepository(aggregateCredits: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(tvSeriesID: 1396)
        }
    }
}
