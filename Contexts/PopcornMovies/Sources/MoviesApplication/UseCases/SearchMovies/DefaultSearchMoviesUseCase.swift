import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain

/// Runs the search and fetches the images configuration concurrently, then maps them.
///
/// The query is trimmed; a blank query gives an empty page without asking the repository.
struct DefaultSearchMoviesUseCase: SearchMoviesUseCase {
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

    func execute(query: String, year: Int?, page: Int) async throws(FetchError) -> MoviePreviewDetailsPage {
        let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else {
            return MoviePreviewDetailsPage(page: page, totalPages: 0, totalResults: 0, results: [])
        }
        async let movies = movieListRepository.searchMovies(query: query, year: year, page: page)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(movies, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
