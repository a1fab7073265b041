import Foundation

/// What the movies context needs from the person's diary: how often they watched a movie, when
/// last, and their rating, for the details' `watchCount`, `lastWatchedAt` and `yourRating`.
public protocol MovieViewingProviding: Sendable {
    /// The diary's word on the movie; ``MovieViewing/unwatched`` when there is no diary or it
    /// cannot be read (the details never fail for it).
    func viewing(ofMovieID movieID: Movie.ID) async -> MovieViewing
}
