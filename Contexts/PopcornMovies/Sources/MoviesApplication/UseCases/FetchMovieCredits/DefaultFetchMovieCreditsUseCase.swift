import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain

/// Fetches the credits and the images configuration concurrently, then maps them.
struct DefaultFetchMovieCreditsUseCase: FetchMovieCreditsUseCase {
    private let movieRepository: any MovieRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = CreditsDetailsMapper()

    init(
        movieRepository: some MovieRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.movieRepository = movieRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(movieID: Movie.ID) async throws(FetchError) -> CreditsDetails {
        async let credits = movieRepository.credits(forMovie: movieID)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(credits, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
