import CoreApplication
import Foundation
import MoviesDomain

/// Fetches one movie's cast and crew, with profile photos resolved.
public protocol FetchMovieCreditsUseCase: Sendable {
    /// The credits of the movie with a TMDb id.
    func execute(movieID: Movie.ID) async throws(FetchError) -> CreditsDetails
}
