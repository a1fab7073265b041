import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain

/// Fetches the movie with its parts, the images configuration, whether it is on the watchlist and
/// what the diary says of it concurrently, then maps them.
struct DefaultFetchMovieDetailsUseCase: FetchMovieDetailsUseCase {
    private let movieRepository: any MovieRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let watchlistProvider: (any MovieWatchlistProviding)?
    private let viewingProvider: (any MovieViewingProviding)?
    private let language: String
    private let mapper = MovieDetailsMapper()

    /// - Parameters:
    ///   - watchlistProvider: says whether the movie is on the watchlist; without one, it is not.
    ///   - viewingProvider: says how often it was watched and its rating; without one, never and none.
    ///   - language: the reader's language (`en-US`), which picks the logo to show.
    init(
        movieRepository: some MovieRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        watchlistProvider: (any MovieWatchlistProviding)? = nil,
        viewingProvider: (any MovieViewingProviding)? = nil,
        language: String
    ) {
        self.movieRepository = movieRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.watchlistProvider = watchlistProvider
        self.viewingProvider = viewingProvider
        self.language = language
    }

    func execute(
        id: Movie.ID,
        region: String,
        including parts: Set<MoviePart>
    ) async throws(FetchError) -> MovieDetails {
        // A screen read in another language than English brings the English text with it, in the same request.
        let parts =
            !parts.isEmpty && FallbackText.needsTranslations(readerLanguage: language)
            ? parts.union([.translations]) : parts
        async let bundle = movieRepository.movie(withID: id, including: parts)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        async let isOnWatchlist = watchlistProvider?.isOnWatchlist(movieID: id) ?? false
        async let viewing = viewingProvider?.viewing(ofMovieID: id) ?? .unwatched
        do {
            return try await mapper.map(
                bundle, region: region, language: language, isOnWatchlist: isOnWatchlist,
                viewing: viewing, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
