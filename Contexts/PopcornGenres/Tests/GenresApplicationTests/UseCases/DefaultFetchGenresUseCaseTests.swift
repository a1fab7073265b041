import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import GenresDomain
import Testing

@testable import GenresApplication

@Suite("DefaultFetchGenresUseCase")
struct DefaultFetchGenresUseCaseTests {
    @Test("it asks the repository for the kind and keeps TMDb's order", arguments: GenreMediaType.allCases)
    func fetchesTheKind(mediaType: GenreMediaType) async throws {
        let repository = MockGenreRepository(stub: .success(Genre.mockTVGenres()))

        let genres = try await DefaultFetchGenresUseCase(genreRepository: repository).execute(mediaType: mediaType)

        #expect(repository.genresCalledWith == [mediaType])
        #expect(
            genres == [
                GenreDetails(id: 10759, name: "Action & Adventure"), GenreDetails(id: 18, name: "Drama"),
                GenreDetails(id: 10765, name: "Sci-Fi & Fantasy"),
            ])
    }

    @Test("an empty list is an empty answer, not a failure")
    func emptyList() async throws {
        let repository = MockGenreRepository(stub: .success([]))

        #expect(try await DefaultFetchGenresUseCase(genreRepository: repository).execute(mediaType: .movie).isEmpty)
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
            (.invalidResponse("bad body"), .unknown(.invalidResponse("bad body"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockGenreRepository(stub: .failure(failure))

        await #expect(throws: expected) {
            try await DefaultFetchGenresUseCase(genreRepository: repository).execute(mediaType: .movie)
        }
        #expect(expected.cause == failure)
    }
}
