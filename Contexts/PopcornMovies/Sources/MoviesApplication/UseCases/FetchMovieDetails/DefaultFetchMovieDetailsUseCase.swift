import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain

/// Fetches the movie and the images configuration concurrently, then maps them.
struct DefaultFetchMovieDetailsUseCase: FetchMovieDetailsUseCase {
    private let movieRepository: any MovieRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = MovieDetailsMapper()

    init(
        movieRepository: some MovieRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.movieRepository = movieRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(id: Movie.ID) async throws(FetchMovieDetailsError) -> MovieDetails {
        async let movie = movieRepository.movie(withID: id)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(movie, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchMovieDetailsError(converting: error)
        }
    }
}
