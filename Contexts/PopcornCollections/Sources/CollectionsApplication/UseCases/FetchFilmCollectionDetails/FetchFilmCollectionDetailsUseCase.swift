import CollectionsDomain
import CoreApplication
import Foundation

/// Fetches one collection with its movies in release order, images resolved: the whole of what
/// `popcorn collection <ref>` shows.
public protocol FetchFilmCollectionDetailsUseCase: Sendable {
    /// The collection with a TMDb id, its movies in release order, each with its year and rating.
    func execute(id: FilmCollection.ID) async throws(FetchError) -> FilmCollectionDetails
}
