import CoreApplication
import Foundation
import MoviesDomain

/// Fetches a page of the movies with the same genres and keywords as a movie.
public protocol FetchMovieSimilarUseCase: Sendable {
    /// Page `page` (1-based); the first comes with the movie's details in one request.
    func execute(movieID: Movie.ID, page: Int) async throws(FetchError) -> MoviePreviewDetailsPage
}
