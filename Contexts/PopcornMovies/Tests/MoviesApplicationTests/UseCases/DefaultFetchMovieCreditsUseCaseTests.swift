import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesApplication

@Suite("DefaultFetchMovieCreditsUseCase")
struct DefaultFetchMovieCreditsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockMovieRepository) -> DefaultFetchMovieCreditsUseCase {
        DefaultFetchMovieCreditsUseCase(movieRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks the repository for the credits and maps them in billing order")
    func fetchesAndMaps() async throws {
        let repository = MockMovieRepository(credits: .success(.mock()))
        let credits = try await makeUseCase(repository).execute(movieID: 550)
        #expect(repository.creditsCalledWith == [550])
        #expect(credits.cast.first?.name == "Brad Pitt")
        #expect(credits.crew.first?.job == "Director")
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised(nil), .unauthorised(nil)),
            (.storage("locked"), .unknown(.storage("locked"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockMovieRepository(credits: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(movieID: 550)
        }
    }
}
