import CoreDomain
import Foundation
import MoviesDomain

/// The port to TMDb that the movies context needs; the TMDb adapter package implements it.
///
/// Implementations are already configured with the request language and classify every
/// failure as a ``DataAccessError``.
public protocol MovieRemoteDataSource: Sendable {
    /// The details of the movie with a TMDb id.
    func movie(withID id: Int) async throws(DataAccessError) -> Movie

    /// The cast and crew of the movie with a TMDb id.
    func credits(forMovie movieID: Int) async throws(DataAccessError) -> Credits

    /// One page of a curated list such as popular or upcoming.
    func movies(in list: MovieListKind, page: Int) async throws(DataAccessError) -> MoviePreviewPage

    /// One page of movies matching `query`, optionally released in `year`.
    func searchMovies(query: String, year: Int?, page: Int) async throws(DataAccessError) -> MoviePreviewPage
}
