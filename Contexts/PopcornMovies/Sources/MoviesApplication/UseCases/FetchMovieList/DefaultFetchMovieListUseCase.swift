import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain

/// Fetches the page and the images configuration concurrently, then maps them.
struct DefaultFetchMovieListUseCase: FetchMovieListUseCase {
    private let movieListRepository: any MovieListRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = MoviePreviewDetailsPageMapper()

    init(
        movieListRepository: some MovieListRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.movieListRepository = movieListRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(list: MovieListKind, page: Int) async throws(FetchError) -> MoviePreviewDetailsPage {
        async let movies = movieListRepository.movies(in: list, page: page)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(movies, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
