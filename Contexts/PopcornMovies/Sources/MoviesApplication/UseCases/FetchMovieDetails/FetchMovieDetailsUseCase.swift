import Foundation
import MoviesDomain

/// Fetches one movie's details, with images resolved, for presentation.
public protocol FetchMovieDetailsUseCase: Sendable {
    /// The details of the movie with a TMDb id.
    func execute(id: Movie.ID) async throws(FetchMovieDetailsError) -> MovieDetails
}
