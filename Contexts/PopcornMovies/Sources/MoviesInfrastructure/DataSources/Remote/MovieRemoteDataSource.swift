import CoreDomain
import Foundation
import MoviesDomain

/// The port to TMDb that the movies context needs; the TMDb adapter package implements it.
///
/// Implementations are already configured with the request language and classify every
/// failure as a ``DataAccessError``.
public protocol MovieRemoteDataSource: Sendable {
    /// The details of the movie with a TMDb id and `parts` of it, in one request
    /// (`append_to_response`); a part the source does not answer is `nil` in the bundle.
    func movie(withID id: Int, appending parts: Set<MoviePart>) async throws(DataAccessError) -> MovieBundle

    /// Page `page` of the movies TMDb recommends to whoever liked the movie.
    func recommendations(forMovie movieID: Int, page: Int) async throws(DataAccessError) -> MoviePreviewPage

    /// Page `page` of the movies with the same genres and keywords as the movie.
    func similar(forMovie movieID: Int, page: Int) async throws(DataAccessError) -> MoviePreviewPage

    /// One page of a curated list such as popular or upcoming.
    func movies(in list: MovieListKind, page: Int) async throws(DataAccessError) -> MoviePreviewPage

    /// One page of movies matching `query`, optionally released in `year`.
    func searchMovies(query: String, year: Int?, page: Int) async throws(DataAccessError) -> MoviePreviewPage
}
