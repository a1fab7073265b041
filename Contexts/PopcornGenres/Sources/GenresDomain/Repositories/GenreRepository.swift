import CoreDomain
import Foundation

/// Gives the application layer TMDb's genre lists, wherever they come from.
///
/// Implementations decide between cache and TMDb; callers only see CoreDomain's `Genre` and typed errors.
public protocol GenreRepository: Sendable {
    /// Every genre of `mediaType`, in TMDb's order, named in the command's language.
    func genres(for mediaType: GenreMediaType) async throws(DataAccessError) -> [Genre]
}
