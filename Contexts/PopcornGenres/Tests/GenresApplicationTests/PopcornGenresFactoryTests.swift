import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import GenresApplication
import GenresDomain
import Testing

@Suite("PopcornGenresFactory")
struct PopcornGenresFactoryTests {
    @Test("both use cases read the one repository it was given")
    func useCasesShareTheRepository() async throws {
        let repository = MockGenreRepository(stub: .success(Genre.mockMovieGenres()))
        let factory = PopcornGenresFactory(genreRepository: repository)

        let listed = try await factory.makeFetchGenresUseCase().execute(mediaType: .movie)
        let resolved = try await factory.makeResolveGenreNamesUseCase().execute(names: ["drama"], mediaType: .tv)

        #expect(listed.first == GenreDetails(id: 28, name: "Action"))
        #expect(resolved == [Genre(id: 18, name: "Drama")])
        #expect(repository.genresCalledWith == [.movie, .tv])
    }
}
