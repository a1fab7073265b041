import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesApplication

@Suite("DefaultFetchMovieSimilarUseCase")
struct DefaultFetchMovieSimilarUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockMovieRepository) -> DefaultFetchMovieSimilarUseCase {
        DefaultFetchMovieSimilarUseCase(movieRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks for the movie's page of similar titles and resolves the posters")
    func fetchesPage() async throws {
        let repository = MockMovieRepository(
            page: .success(
                .mock(
                    page: 3,
                    results: [.mock(id: 1422, title: "The Departed", backdropPath: URL(string: "/backdrop.jpg"))])))

        let page = try await makeUseCase(repository).execute(movieID: 550, page: 3)

        #expect(repository.similarCalledWith.map(\.movieID) == [550])
        #expect(repository.similarCalledWith.map(\.page) == [3])
        #expect(repository.recommendationsCalledWith.isEmpty)
        #expect(page.page == 3)
        #expect(page.results.map(\.title) == ["The Departed"])
        #expect(
            page.results.first?.backdropURLSet?.detail.absoluteString == "https://image.tmdb.org/t/p/w1280/backdrop.jpg"
        )
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("no"), .unauthorised("no")),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockMovieRepository(page: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(movieID: 550, page: 1)
        }
    }
}
