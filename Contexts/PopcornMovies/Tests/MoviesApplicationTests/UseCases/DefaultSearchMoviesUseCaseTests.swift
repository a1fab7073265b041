import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesApplication

@Suite("DefaultSearchMoviesUseCase")
struct DefaultSearchMoviesUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockMovieListRepository) -> DefaultSearchMoviesUseCase {
        DefaultSearchMoviesUseCase(movieListRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it searches with the trimmed query, the year and the page")
    func searches() async throws {
        let repository = MockMovieListRepository(stub: .success(.mock(results: [.mock()])))
        let page = try await makeUseCase(repository).execute(query: "  fight club ", year: 1999, page: 1)
        #expect(repository.searchCalledWith == [.init(query: "fight club", year: 1999, page: 1)])
        #expect(page.results.map(\.id) == [550])
    }

    @Test("a blank query gives an empty page without asking the repository")
    func blankQuery() async throws {
        let repository = MockMovieListRepository()
        let page = try await makeUseCase(repository).execute(query: "   ", year: nil, page: 1)
        #expect(page.results.isEmpty)
        #expect(page.totalResults == 0)
        #expect(repository.searchCalledWith.isEmpty)
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.invalidResponse("/search/movie"), .unknown(.invalidResponse("/search/movie"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockMovieListRepository(stub: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(query: "fight", year: nil, page: 1)
        }
    }
}
