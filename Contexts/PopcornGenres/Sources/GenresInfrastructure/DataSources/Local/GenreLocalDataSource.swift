import CoreDomain
import DataPersistence
import Foundation
import GenresDomain

/// The Genres context's cache: reads return the list with when it was written, so the
/// repository can tell fresh from stale.
public protocol GenreLocalDataSource: Sendable {
    /// The cached genres of `mediaType`, or `nil` when absent (or cached in another language).
    func genres(for mediaType: GenreMediaType) async throws(DataAccessError) -> Cached<[Genre]>?

    /// Stores the genres of `mediaType`, replacing any older list of that kind.
    func save(_ genres: [Genre], for mediaType: GenreMediaType) async throws(DataAccessError)
}
