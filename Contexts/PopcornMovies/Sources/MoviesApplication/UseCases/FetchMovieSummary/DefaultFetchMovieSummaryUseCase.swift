import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain

/// Reads the movie without any part and keeps its summary.
struct DefaultFetchMovieSummaryUseCase: FetchMovieSummaryUseCase {
    private let movieRepository: any MovieRepository

    init(movieRepository: some MovieRepository) {
        self.movieRepository = movieRepository
    }

    func execute(id: Movie.ID) async throws(FetchError) -> MovieSummary {
        let entity: Movie
        do {
            entity = try await movieRepository.movie(withID: id, including: []).movie
        } catch {
            throw FetchError(error)
        }
        return MovieSummary(
            id: entity.id, title: entity.title, releaseDate: entity.releaseDate,
            posterPath: entity.posterPath, voteAverage: entity.voteAverage)
    }
}
