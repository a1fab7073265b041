import CoreDomain
import Foundation
import MoviesDomain

/// Builds the context's use cases from its repositories and providers; used by `MoviesComposition`.
public struct MoviesApplicationFactory: Sendable {
    private let movieRepository: any MovieRepository
    private let movieListRepository: any MovieListRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding

    public init(
        movieRepository: some MovieRepository,
        movieListRepository: some MovieListRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.movieRepository = movieRepository
        self.movieListRepository = movieListRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    /// The use case behind `popcorn movie <ref>`.
    public func makeFetchMovieDetailsUseCase() -> some FetchMovieDetailsUseCase {
        DefaultFetchMovieDetailsUseCase(
            movieRepository: movieRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case behind `popcorn movie credits <ref>`.
    public func makeFetchMovieCreditsUseCase() -> some FetchMovieCreditsUseCase {
        DefaultFetchMovieCreditsUseCase(
            movieRepository: movieRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case behind `popcorn movie popular|top-rated|now-playing|upcoming`.
    public func makeFetchMovieListUseCase() -> some FetchMovieListUseCase {
        DefaultFetchMovieListUseCase(
            movieListRepository: movieListRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case behind `popcorn movie search`.
    public func makeSearchMoviesUseCase() -> some SearchMoviesUseCase {
        DefaultSearchMoviesUseCase(
            movieListRepository: movieListRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }
}
