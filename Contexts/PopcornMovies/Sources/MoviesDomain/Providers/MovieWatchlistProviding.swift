import Foundation

/// What the movies context needs from the reader's watchlist: whether a movie is on it, for the
/// details' `isOnWatchlist`.
public protocol MovieWatchlistProviding: Sendable {
    /// Whether the movie is on the watchlist; `false` when there is no watchlist, or it cannot be
    /// read (the details never fail for it).
    func isOnWatchlist(movieID: Movie.ID) async -> Bool
}
