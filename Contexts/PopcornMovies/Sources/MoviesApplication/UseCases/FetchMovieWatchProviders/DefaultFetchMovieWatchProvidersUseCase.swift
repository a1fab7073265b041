import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain

/// Fetches the offers in every country (through the movie's one request, with only watch providers
/// appended) and the images configuration concurrently, then picks the region's.
struct DefaultFetchMovieWatchProvidersUseCase: FetchMovieWatchProvidersUseCase {
    private let movieRepository: any MovieRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = WatchProviderOffersDetailsMapper()

    init(
        movieRepository: some MovieRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.movieRepository = movieRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(
        movieID: Movie.ID,
        region: String
    ) async throws(FetchError) -> WatchProviderOffersDetails {
        async let offers = movieRepository.watchProviders(forMovie: movieID)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(offers, region: region, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
