import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVSeriesAggregateCreditsUseCase")
struct DefaultFetchTVSeriesAggregateCreditsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockTVSeriesRepository) -> DefaultFetchTVSeriesAggregateCreditsUseCase {
        DefaultFetchTVSeriesAggregateCreditsUseCase(
            tvSeriesRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it requires the aggregate credits: cast in billing order, crew as TMDb groups it")
    func fetchesAndMaps() async throws {
        // Billing out of order on purpose (Bryan Cranston is order 0); a writer, then a director.
        let aggregateCredits = AggregateCredits.mock(
            cast: [
                .mock(id: 84497, name: "Aaron Paul", profilePath: URL(string: "/cast.jpg"), order: 1),
                .mock(profilePath: URL(string: "/cast.jpg")),
            ],
            crew: [
                .mock(department: "Writing"), .mock(id: 29779, name: "Michelle MacLaren", department: "Directing"),
            ])
        let repository = MockTVSeriesRepository(bundle: .success(.mock(aggregateCredits: aggregateCredits)))

        let credits = try await makeUseCase(repository).execute(tvSeriesID: 1396)

        #expect(repository.requiringCalledWith.map(\.id) == [1396])
        #expect(repository.requiringCalledWith.map(\.part) == [.aggregateCredits])
        #expect(imagesProvider.callCount == 1)
        #expect(credits.id == 1396)
        #expect(credits.cast.map(\.name) == ["Bryan Cranston", "Aaron Paul"])
        #expect(credits.crew.map(\.department) == ["Writing", "Directing"])
        #expect(
            credits.cast.first?.profileURLSet?.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/cast.jpg")
    }

    @Test("a bundle without aggregate credits is not found, even with plain credits")
    func noAggregateCredits() async {
        let repository = MockTVSeriesRepository(bundle: .success(.mock(aggregateCredits: nil)))
        await #expect(throws: FetchError.notFound) {
            try await makeUseCase(repository).execute(tvSeriesID: 1396)
        }
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("denied"), .unauthorised("denied")),
            (.invalidResponse("/tv/1396"), .unknown(.invalidResponse("/tv/1396"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockTVSeriesRepository(bundle: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(tvSeriesID: 1396)
        }
    }
}
