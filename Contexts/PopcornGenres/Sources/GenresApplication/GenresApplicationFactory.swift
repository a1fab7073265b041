import Foundation
import GenresDomain

/// Builds the context's use cases from its repository; used by `GenresComposition`.
public struct GenresApplicationFactory: Sendable {
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
