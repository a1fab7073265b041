import CoreApplication
import MoviesDomain

/// Fetches a movie's trailers, teasers, clips and featurettes for `popcorn movie videos`.
public protocol FetchMovieVideosUseCase: Sendable {
    /// The movie's videos in the order a screen lists them, with its main trailer.
    func execute(movieID: Movie.ID) async throws(FetchError) -> VideoListDetails
}
