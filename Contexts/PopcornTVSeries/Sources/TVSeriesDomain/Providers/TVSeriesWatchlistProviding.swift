import Foundation

/// What the TV series context needs from the reader's watchlist: whether a series is on it, for the
/// details' `isOnWatchlist`.
public protocol TVSeriesWatchlistProviding: Sendable {
    /// Whether the series is on the watchlist; `false` when there is no watchlist, or it cannot be
    /// read (the details never fail for it).
    func isOnWatchlist(tvSeriesID: TVSeries.ID) async -> Bool
}
