import CoreDomain
import Foundation

/// Gives the application layer pages of TMDb's movie lists and movie search results.
public protocol MovieListRepository: Sendable {
    /// One page of a curated list such as popular or upcoming.
    func movies(in list: MovieListKind, page: Int) async throws(DataAccessError) -> MoviePreviewPage

    /// One page of movies whose titles match `query`, optionally released in `year`.
    func searchMovies(query: String, year: Int?, page: Int) async throws(DataAccessError) -> MoviePreviewPage
}
