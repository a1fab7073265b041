import CollectionsDomain
import CoreApplication
import Foundation

/// Turns a name typed where a collection's id was expected (`popcorn collection the godfather`) into
/// the one collection it names, the candidates to choose from, or nothing.
public protocol ResolveFilmCollectionNameUseCase: Sendable {
    /// Searches TMDb's collections for `name` and resolves the first page with
    /// ``FilmCollectionNameResolution``'s rules.
    func execute(_ name: String) async throws(FetchError) -> FilmCollectionNameResolution
}
