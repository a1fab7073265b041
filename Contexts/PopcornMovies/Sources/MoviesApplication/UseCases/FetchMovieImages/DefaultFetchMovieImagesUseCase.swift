import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain

/// Fetches the images (through the movie's one request, with only images appended) and the images
/// configuration concurrently, then keeps the kind asked for and maps them.
struct DefaultFetchMovieImagesUseCase: FetchMovieImagesUseCase {
    private let movieRepository: any MovieRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = ImageCollectionDetailsMapper()

    init(
        movieRepository: some MovieRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.movieRepository = movieRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(movieID: Movie.ID, kind: ImageKind?) async throws(FetchError) -> ImageCollectionDetails {
        async let images = movieRepository.images(forMovie: movieID)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(images.only(kind), imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
