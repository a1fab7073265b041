import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesApplication

@Suite("DefaultFetchMovieRecommendationsUseCase")
struct DefaultFetchMovieRecommendationsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockMovieRepository) -> DefaultFetchMovieRecommendationsUseCase {
        DefaultFetchMovieRecommendationsUseCase(
            movieRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks for the movie's page of recommendations and resolves the posters")
    func fetchesPage() async throws {
        let repository = MockMovieRepository(
            page: .success(
                .mock(page: 2, results: [.mock(id: 807, title: "Se7en", posterPath: URL(string: "/poster.jpg"))])))

        let page = try await makeUseCase(repository).execute(movieID: 550, page: 2)

        #expect(repository.recommendationsCalledWith.map(\.movieID) == [550])
        #expect(repository.recommendationsCalledWith.map(\.page) == [2])
        #expect(repository.similarCalledWith.isEmpty)
        #expect(page.page == 2)
        #expect(page.results.map(\.title) == ["Se7en"])
        #expect(page.results.first?.posterURLSet?.card.absoluteString == "https://image.tmdb.org/t/p/w342/poster.jpg")
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.invalidResponse("x"), .unknown(.invalidResponse("x"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockMovieRepository(page: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(movieID: 550, page: 1)
        }
    }
}
