import CoreDomain
import Foundation

/// Gives the application layer movies and their credits, wherever they come from.
///
/// Implementations decide between cache and TMDb; callers only see domain types and typed errors.
public protocol MovieRepository: Sendable {
    /// The movie with a TMDb id.
    func movie(withID id: Movie.ID) async throws(DataAccessError) -> Movie

    /// The cast and crew of the movie with a TMDb id.
    func credits(forMovie movieID: Movie.ID) async throws(DataAccessError) -> Credits
}
