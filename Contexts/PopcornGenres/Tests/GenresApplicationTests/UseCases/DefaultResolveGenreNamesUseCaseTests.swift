import CoreDomain
import CoreDomainTestHelpers
import Foundation
import GenresDomain
import Testing

@testable import GenresApplication

@Suite("DefaultResolveGenreNamesUseCase")
struct DefaultResolveGenreNamesUseCaseTests {
    private func resolve(
        _ names: [String],
        _ mediaType: GenreMediaType = .movie,
        repository: MockGenreRepository
    ) async throws(ResolveGenreNamesError) -> [Genre] {
        try await DefaultResolveGenreNamesUseCase(genreRepository: repository).execute(
            names: names, mediaType: mediaType)
    }

    @Test("names resolve to their genres in the order given, from the kind's list")
    func resolvesInOrder() async throws {
        let repository = MockGenreRepository(stub: .success(Genre.mockMovieGenres()))

        let genres = try await resolve(["science fiction", "DRAMA"], repository: repository)

        #expect(genres == [Genre(id: 878, name: "Science Fiction"), Genre(id: 18, name: "Drama")])
        #expect(repository.genresCalledWith == [.movie])
    }

    @Test("a series genre is looked up in the series list")
    func seriesList() async throws {
        let repository = MockGenreRepository(stub: .success(Genre.mockTVGenres()))

        let genres = try await resolve(["sci-fi & fantasy"], .tv, repository: repository)

        #expect(genres == [Genre(id: 10765, name: "Sci-Fi & Fantasy")])
        #expect(repository.genresCalledWith == [.tv])
    }

    @Test("an id in the list is accepted next to names, and a genre named twice counts once")
    func idsAndDuplicates() async throws {
        let repository = MockGenreRepository(stub: .success(Genre.mockMovieGenres()))

        let genres = try await resolve(["18", "action", "Drama", "28"], repository: repository)

        #expect(genres.map(\.id) == [18, 28])
    }

    @Test("no names resolve to none without asking for the list")
    func noNames() async throws {
        let repository = MockGenreRepository()

        #expect(try await resolve([], repository: repository).isEmpty)
        #expect(repository.genresCalledWith.isEmpty)
    }

    @Test("an unknown name fails with the name as typed, trimmed, and every genre's name in TMDb's order")
    func unknownName() async {
        let repository = MockGenreRepository(stub: .success(Genre.mockMovieGenres()))

        await #expect(
            throws: ResolveGenreNamesError.noSuchGenre(
                "dramma", validNames: ["Action", "Drama", "Science Fiction", "TV Movie"])
        ) {
            try await resolve(["drama", "  dramma "], repository: repository)
        }
    }

    @Test("an id that is not in the kind's list is an unknown name too")
    func unknownID() async {
        let repository = MockGenreRepository(stub: .success(Genre.mockTVGenres()))

        await #expect(
            throws: ResolveGenreNamesError.noSuchGenre(
                "878", validNames: ["Action & Adventure", "Drama", "Sci-Fi & Fantasy"])
        ) {
            try await resolve(["878"], .tv, repository: repository)
        }
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, ResolveGenreNamesError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: ResolveGenreNamesError) async {
        let repository = MockGenreRepository(stub: .failure(failure))

        await #expect(throws: expected) {
            try await resolve(["drama"], repository: repository)
        }
        #expect(expected.cause == failure)
    }
}
