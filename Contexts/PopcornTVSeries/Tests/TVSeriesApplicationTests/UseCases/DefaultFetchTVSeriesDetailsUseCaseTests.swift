import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesApplication

@Suite("DefaultFetchTVSeriesDetailsUseCase")
struct DefaultFetchTVSeriesDetailsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockTVSeriesRepository) -> DefaultFetchTVSeriesDetailsUseCase {
        DefaultFetchTVSeriesDetailsUseCase(tvSeriesRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks the repository for the series and resolves its images")
    func fetchesAndMaps() async throws {
        let repository = MockTVSeriesRepository(stub: .success(.mock()))
        let details = try await makeUseCase(repository).execute(id: 1396)
        #expect(repository.calledWith == [1396])
        #expect(imagesProvider.callCount == 1)
        #expect(details.name == "Breaking Bad")
        #expect(details.posterURLSet?.detail.absoluteString == "https://image.tmdb.org/t/p/w780/poster.jpg")
        #expect(details.seasons?.first?.tvSeriesName == "Breaking Bad")
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchTVSeriesDetailsError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
            (.rateLimited(nil), .unknown(.rateLimited(nil))),
            (.invalidResponse("/tv/1396"), .unknown(.invalidResponse("/tv/1396"))),
            (.storage("locked"), .unknown(.storage("locked"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchTVSeriesDetailsError) async {
        let repository = MockTVSeriesRepository(stub: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(id: 1396)
        }
    }

    @Test("a failing images configuration fails the use case with its cause")
    func imagesConfigurationFailure() async {
        let useCase = DefaultFetchTVSeriesDetailsUseCase(
            tvSeriesRepository: MockTVSeriesRepository(stub: .success(.mock())),
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.unreachable("down")))
        )
        await #expect(throws: FetchTVSeriesDetailsError.unknown(.unreachable("down"))) {
            try await useCase.execute(id: 1396)
        }
    }
}
