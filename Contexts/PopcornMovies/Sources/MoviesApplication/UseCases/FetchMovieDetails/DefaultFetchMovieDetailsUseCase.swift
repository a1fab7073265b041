import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain

/// Fetches the movie with its parts, the images configuration and whether it is on the watchlist
/// concurrently, then maps them.
struct DefaultFetchMovieDetailsUseCase: FetchMovieDetailsUseCase {
    private let movieRepository: any MovieRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let watchlistProvider: (any MovieWatchlistProviding)?
    private let language: String
    private let mapper = MovieDetailsMapper()

    /// - Parameters:
    ///   - watchlistProvider: says whether the movie is on the watchlist; without one, it is not.
    ///   - language: the reader's language (`en-US`), which picks the logo to show.
    init(
        movieRepository: some MovieRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        watchlistProvider: (any MovieWatchlistProviding)? = nil,
        language: String
    ) {
        self.movieRepository = movieRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.watchlistProvider = watchlistProvider
        self.language = language
    }

    func execute(
        id: Movie.ID,
        region: String,
        including parts: Set<MoviePart>
    ) async throws(FetchError) -> MovieDetails {
        async let bundle = movieRepository.movie(withID: id, including: parts)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        async let isOnWatchlist = watchlistProvider?.isOnWatchlist(movieID: id) ?? false
        do {
            return try await mapper.map(
                bundle, region: region, language: language, isOnWatchlist: isOnWatchlist,
                imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
