import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain

/// Fetches the page and the images configuration concurrently, then maps them.
struct DefaultFetchMovieSimilarUseCase: FetchMovieSimilarUseCase {
    private let movieRepository: any MovieRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = MoviePreviewDetailsPageMapper()

    init(
        movieRepository: some MovieRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.movieRepository = movieRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(movieID: Movie.ID, page: Int) async throws(FetchError) -> MoviePreviewDetailsPage {
        async let movies = movieRepository.similar(forMovie: movieID, page: page)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(movies, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
