import CollectionsDomain
import CollectionsTestHelpers
import CoreApplication
import CoreDomain
import Foundation
import Testing

@testable import CollectionsApplication

@Suite("DefaultResolveFilmCollectionNameUseCase")
struct DefaultResolveFilmCollectionNameUseCaseTests {
    private func makeUseCase(_ repository: MockFilmCollectionSearchRepository)
        -> DefaultResolveFilmCollectionNameUseCase
    {
        DefaultResolveFilmCollectionNameUseCase(filmCollectionSearchRepository: repository)
    }

    private func page(_ results: [FilmCollectionPreview]) -> FilmCollectionPreviewPage {
        .mock(totalPages: 1, totalResults: results.count, results: results)
    }

    @Test("it searches the first page for the name as typed, trimmed, and opens the one collection so named")
    func match() async throws {
        let repository = MockFilmCollectionSearchRepository(stub: .success(page([.mock()])))

        let resolution = try await makeUseCase(repository).execute("  the godfather ")

        #expect(repository.calledWith == [.init(query: "the godfather", page: 1)])
        #expect(resolution == .match(FilmCollectionCandidate(id: 230, name: "The Godfather Collection")))
    }

    @Test("several candidates are listed by id and name, in TMDb's order")
    func ambiguous() async throws {
        let results: [FilmCollectionPreview] = [
            .mock(id: 2344, name: "The Matrix Collection", originalName: nil),
            .mock(id: 9_000, name: "Matrix Parodies", originalName: nil),
        ]
        let repository = MockFilmCollectionSearchRepository(stub: .success(page(results)))

        #expect(
            try await makeUseCase(repository).execute("matrices")
                == .ambiguous([
                    FilmCollectionCandidate(id: 2344, name: "The Matrix Collection"),
                    FilmCollectionCandidate(id: 9_000, name: "Matrix Parodies"),
                ]))
    }

    @Test("no result is no match")
    func noMatch() async throws {
        let repository = MockFilmCollectionSearchRepository(stub: .success(page([])))
        #expect(try await makeUseCase(repository).execute("nothing like it") == .noMatch)
    }

    @Test("a name of nothing but spaces or punctuation asks TMDb nothing")
    func emptyName() async throws {
        let repository = MockFilmCollectionSearchRepository()
        #expect(try await makeUseCase(repository).execute("   ") == .noMatch)
        #expect(try await makeUseCase(repository).execute("?!") == .noMatch)
        #expect(repository.calledWith.isEmpty)
    }

    @Test(
        "search failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockFilmCollectionSearchRepository(stub: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute("the godfather")
        }
    }
}
