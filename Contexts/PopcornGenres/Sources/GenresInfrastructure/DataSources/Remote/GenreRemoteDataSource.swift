import CoreDomain
import Foundation
import GenresDomain

/// Where a genre list comes from when the cache cannot answer: the port the TMDb adapter implements.
///
/// The remote is already configured with the language; callers never pass it.
public protocol GenreRemoteDataSource: Sendable {
    /// Every genre of `mediaType`, in TMDb's order, from TMDb.
    func genres(for mediaType: GenreMediaType) async throws(DataAccessError) -> [Genre]
}
