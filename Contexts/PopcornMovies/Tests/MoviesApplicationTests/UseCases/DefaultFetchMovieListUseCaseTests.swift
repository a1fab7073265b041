import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesApplication

@Suite("DefaultFetchMovieListUseCase")
struct DefaultFetchMovieListUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockMovieListRepository) -> DefaultFetchMovieListUseCase {
        DefaultFetchMovieListUseCase(movieListRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks for the requested list and page", arguments: MovieListKind.allCases)
    func fetchesList(list: MovieListKind) async throws {
        let repository = MockMovieListRepository(stub: .success(.mock(page: 2)))
        let page = try await makeUseCase(repository).execute(list: list, page: 2)
        #expect(repository.listCalledWith.map(\.0) == [list])
        #expect(repository.listCalledWith.map(\.1) == [2])
        #expect(page.page == 2)
        #expect(page.results.first?.posterURLSet != nil)
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.unauthorised("denied"), FetchError.unauthorised("denied")),
            (.unreachable(nil), .unknown(.unreachable(nil))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockMovieListRepository(stub: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(list: .popular, page: 1)
        }
    }
}
