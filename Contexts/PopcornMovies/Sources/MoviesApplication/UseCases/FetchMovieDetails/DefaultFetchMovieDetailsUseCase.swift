import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain

/// Fetches the movie with its parts and the images configuration concurrently, then maps them.
struct DefaultFetchMovieDetailsUseCase: FetchMovieDetailsUseCase {
    private let movieRepository: any MovieRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let language: String
    private let mapper = MovieDetailsMapper()

    /// - Parameter language: the reader's language (`en-US`), which picks the logo to show.
    init(
        movieRepository: some MovieRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        language: String
    ) {
        self.movieRepository = movieRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.language = language
    }

    func execute(
        id: Movie.ID,
        region: String,
        including parts: Set<MoviePart>
    ) async throws(FetchMovieDetailsError) -> MovieDetails {
        async let bundle = movieRepository.movie(withID: id, including: parts)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(
                bundle, region: region, language: language, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchMovieDetailsError(converting: error)
        }
    }
}
