import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesApplication

@Suite("DefaultFetchMovieSummaryUseCase")
struct DefaultFetchMovieSummaryUseCaseTests {
    @Test("it asks for the movie alone and keeps its title, date, raw poster path and rating")
    func summarises() async throws {
        let movie = Movie.mock(
            releaseDate: Date(timeIntervalSince1970: 940_000_000), posterPath: URL(string: "/poster.jpg"),
            voteAverage: 8.4)
        let repository = MockMovieRepository(movie: .success(.mock(movie: movie)))

        let summary = try await DefaultFetchMovieSummaryUseCase(movieRepository: repository).execute(id: 550)

        #expect(repository.movieCalledWith.map(\.id) == [550])
        #expect(repository.movieCalledWith.map(\.parts) == [[]])
        #expect(
            summary
                == MovieSummary(
                    id: 550, title: "Fight Club", releaseDate: Date(timeIntervalSince1970: 940_000_000),
                    posterPath: URL(string: "/poster.jpg"), voteAverage: 8.4))
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound), (.unauthorised("no"), .unauthorised("no")),
            (.storage("locked"), .unknown(.storage("locked"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockMovieRepository(movie: .failure(failure))
        await #expect(throws: expected) {
            try await DefaultFetchMovieSummaryUseCase(movieRepository: repository).execute(id: 550)
        }
    }
}
