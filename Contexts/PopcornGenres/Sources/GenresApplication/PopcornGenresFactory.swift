import Foundation
import GenresDomain

/// The Genres context's one factory: builds its use cases from its repositories and providers.
/// `GenresComposition` adds the initialiser that builds those over the cache and TMDb, which the
/// composition root (the CLI) calls at most once per command.
public struct PopcornGenresFactory: Sendable {
    private let genreRepository: any GenreRepository

    public init(genreRepository: some GenreRepository) {
        self.genreRepository = genreRepository
    }

    /// The use case that lists a kind's genres.
    public func makeFetchGenresUseCase() -> some FetchGenresUseCase {
        DefaultFetchGenresUseCase(genreRepository: genreRepository)
    }

    /// The use case that turns typed genre names into genres.
    public func makeResolveGenreNamesUseCase() -> some ResolveGenreNamesUseCase {
        DefaultResolveGenreNamesUseCase(genreRepository: genreRepository)
    }
}
