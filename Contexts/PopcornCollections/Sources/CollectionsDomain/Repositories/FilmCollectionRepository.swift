import CoreDomain
import Foundation

/// Gives the application layer any collection it asks for, with its movies, wherever it comes from.
///
/// Implementations decide between cache and TMDb; callers only see domain types and typed errors.
public protocol FilmCollectionRepository: Sendable {
    /// The collection with a TMDb id, with its movies in TMDb's order.
    func filmCollection(withID id: FilmCollection.ID) async throws(DataAccessError) -> FilmCollection
}
