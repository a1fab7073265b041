import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain

/// Fetches every image TMDb has of a movie, each resolved at its own kind's sizes.
public protocol FetchMovieImagesUseCase: Sendable {
    /// The movie's posters, logos and backdrops (in the cache's language, English, and without
    /// text); with `kind`, only the images of that kind (the other lists empty).
    func execute(movieID: Movie.ID, kind: ImageKind?) async throws(FetchError) -> ImageCollectionDetails
}
