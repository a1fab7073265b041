import Foundation

/// What a watchlist entry is: a movie or a TV series (people are not watched).
public enum WatchlistKind: String, Hashable, Sendable, CaseIterable, Codable {
    case movie
    case tvSeries = "tv"
}
