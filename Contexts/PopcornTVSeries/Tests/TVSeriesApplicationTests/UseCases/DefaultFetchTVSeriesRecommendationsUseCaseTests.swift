import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVSeriesRecommendationsUseCase")
struct DefaultFetchTVSeriesRecommendationsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockTVSeriesRepository) -> DefaultFetchTVSeriesRecommendationsUseCase {
        DefaultFetchTVSeriesRecommendationsUseCase(
            tvSeriesRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks for the series' page of recommendations and resolves the posters")
    func fetchesPage() async throws {
        let repository = MockTVSeriesRepository(
            page: .success(
                .mock(
                    page: 2, totalPages: 2, totalResults: 26,
                    results: [.mock(id: 60_059, name: "Better Call Saul", posterPath: URL(string: "/poster.jpg"))])))

        let page = try await makeUseCase(repository).execute(tvSeriesID: 1396, page: 2)

        #expect(repository.recommendationsCalledWith.map(\.tvSeriesID) == [1396])
        #expect(repository.recommendationsCalledWith.map(\.page) == [2])
        #expect(repository.similarCalledWith.isEmpty)
        #expect(repository.includingCalledWith.isEmpty)
        #expect(imagesProvider.callCount == 1)
        #expect(page.page == 2)
        #expect(page.totalResults == 26)
        #expect(page.results.map(\.name) == ["Better Call Saul"])
        #expect(page.results.first?.posterURLSet?.card.absoluteString == "https://image.tmdb.org/t/p/w342/poster.jpg")
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised(nil), .unauthorised(nil)),
            (.invalidResponse("x"), .unknown(.invalidResponse("x"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockTVSeriesRepository(page: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(tvSeriesID: 1396, page: 1)
        }
    }

    @Test("a failing images configuration fails the use case with its cause")
    func imagesConfigurationFailure() async {
        let useCase = DefaultFetchTVSeriesRecommendationsUseCase(
            tvSeriesRepository: MockTVSeriesRepository(page: .success(.mock())),
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.rateLimited(nil)))
        )
        await #expect(throws: FetchError.unknown(.rateLimited(nil))) {
            try await useCase.execute(tvSeriesID: 1396, page: 1)
        }
    }
}
