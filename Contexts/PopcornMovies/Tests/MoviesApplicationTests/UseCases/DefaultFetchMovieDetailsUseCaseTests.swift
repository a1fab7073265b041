import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain
import Testing

@testable import MoviesApplication

@Suite("DefaultFetchMovieDetailsUseCase")
struct DefaultFetchMovieDetailsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockMovieRepository) -> DefaultFetchMovieDetailsUseCase {
        DefaultFetchMovieDetailsUseCase(movieRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks the repository for the movie and resolves its images")
    func fetchesAndMaps() async throws {
        let repository = MockMovieRepository(movie: .success(.mock()))
        let details = try await makeUseCase(repository).execute(id: 550)
        #expect(repository.movieCalledWith == [550])
        #expect(imagesProvider.callCount == 1)
        #expect(details.title == "Fight Club")
        #expect(details.posterURLSet?.detail.absoluteString == "https://image.tmdb.org/t/p/w780/poster.jpg")
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchMovieDetailsError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
            (.rateLimited(nil), .unknown(.rateLimited(nil))),
            (.invalidResponse("/movie/550"), .unknown(.invalidResponse("/movie/550"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchMovieDetailsError) async {
        let repository = MockMovieRepository(movie: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(id: 550)
        }
    }

    @Test("a failing images configuration fails the use case with its cause")
    func imagesConfigurationFailure() async {
        let useCase = DefaultFetchMovieDetailsUseCase(
            movieRepository: MockMovieRepository(movie: .success(.mock())),
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.unreachable("down")))
        )
        await #expect(throws: FetchMovieDetailsError.unknown(.unreachable("down"))) {
            try await useCase.execute(id: 550)
        }
    }
}
