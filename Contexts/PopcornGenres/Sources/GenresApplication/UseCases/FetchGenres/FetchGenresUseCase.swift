import CoreApplication
import Foundation
import GenresDomain

/// Lists TMDb's genres of one kind, for `popcorn genres` and for anyone who needs their names.
public protocol FetchGenresUseCase: Sendable {
    /// Every genre of `mediaType`, in TMDb's order, named in the command's language.
    func execute(mediaType: GenreMediaType) async throws(FetchError) -> [GenreDetails]
}
