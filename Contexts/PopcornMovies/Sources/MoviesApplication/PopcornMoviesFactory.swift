import CoreDomain
import Foundation
import MoviesDomain

/// The Movies context's one factory: builds its use cases from its repositories and providers.
/// `MoviesComposition` adds the initialiser that builds those over the cache and TMDb, which the
/// composition root (the CLI) calls at most once per command.
public struct PopcornMoviesFactory: Sendable {
    private let movieRepository: any MovieRepository
    private let movieListRepository: any MovieListRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let watchlistProvider: (any MovieWatchlistProviding)?
    private let viewingProvider: (any MovieViewingProviding)?
    private let language: String

    /// - Parameters:
    ///   - watchlistProvider: says whether a movie is on the reader's watchlist; without one, none is.
    ///   - viewingProvider: says how often the reader watched a movie and their rating; without one, never.
    ///   - language: the reader's language (`en-US`), which picks the logo a movie shows.
    public init(
        movieRepository: some MovieRepository,
        movieListRepository: some MovieListRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        watchlistProvider: (any MovieWatchlistProviding)? = nil,
        viewingProvider: (any MovieViewingProviding)? = nil,
        language: String
    ) {
        self.movieRepository = movieRepository
        self.movieListRepository = movieListRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.watchlistProvider = watchlistProvider
        self.viewingProvider = viewingProvider
        self.language = language
    }

    /// The use case behind `popcorn movie <ref>`.
    public func makeFetchMovieDetailsUseCase() -> some FetchMovieDetailsUseCase {
        DefaultFetchMovieDetailsUseCase(
            movieRepository: movieRepository,
            imagesConfigurationProvider: imagesConfigurationProvider,
            watchlistProvider: watchlistProvider,
            viewingProvider: viewingProvider,
            language: language
        )
    }

    /// The use case behind `popcorn movie credits <ref>`.
    public func makeFetchMovieCreditsUseCase() -> some FetchMovieCreditsUseCase {
        DefaultFetchMovieCreditsUseCase(
            movieRepository: movieRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case behind `popcorn movie images <ref>`.
    public func makeFetchMovieImagesUseCase() -> some FetchMovieImagesUseCase {
        DefaultFetchMovieImagesUseCase(
            movieRepository: movieRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case behind `popcorn movie recommendations <ref>`.
    public func makeFetchMovieRecommendationsUseCase() -> some FetchMovieRecommendationsUseCase {
        DefaultFetchMovieRecommendationsUseCase(
            movieRepository: movieRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case behind `popcorn movie similar <ref>`.
    public func makeFetchMovieSimilarUseCase() -> some FetchMovieSimilarUseCase {
        DefaultFetchMovieSimilarUseCase(
            movieRepository: movieRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case behind `popcorn movie videos <ref>`.
    public func makeFetchMovieVideosUseCase() -> some FetchMovieVideosUseCase {
        DefaultFetchMovieVideosUseCase(movieRepository: movieRepository)
    }

    /// The use case behind `popcorn movie watch <ref>`.
    public func makeFetchMovieWatchProvidersUseCase() -> some FetchMovieWatchProvidersUseCase {
        DefaultFetchMovieWatchProvidersUseCase(
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

    /// What another context keeps of a movie (the watchlist's entries).
    public func makeFetchMovieSummaryUseCase() -> some FetchMovieSummaryUseCase {
        DefaultFetchMovieSummaryUseCase(movieRepository: movieRepository)
    }

    /// When movies come out in a region (the calendar's followed movies).
    public func makeFetchMovieReleasesUseCase() -> some FetchMovieReleasesUseCase {
        DefaultFetchMovieReleasesUseCase(movieRepository: movieRepository)
    }
}
