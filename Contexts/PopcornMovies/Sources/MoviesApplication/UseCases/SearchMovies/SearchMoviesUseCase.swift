import CoreApplication
import Foundation
import MoviesDomain

/// Searches movies by title.
public protocol SearchMoviesUseCase: Sendable {
    /// Page `page` of the movies whose titles match `query`, optionally released in `year`.
    func execute(query: String, year: Int?, page: Int) async throws(FetchError) -> MoviePreviewDetailsPage
}
