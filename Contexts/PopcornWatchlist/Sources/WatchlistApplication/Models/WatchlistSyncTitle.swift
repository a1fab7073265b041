import Foundation
import WatchlistDomain

/// A title on the watchlist as the sync with a TMDb account sees it: its kind and id, and what the
/// watchlist keeps of it (name, release, raw poster path, score) when the sync adds it.
public struct WatchlistSyncTitle: Equatable, Sendable {
    public let kind: WatchlistKind
    public let tmdbID: Int
    public let title: String
    public let releaseDate: Date?
    /// TMDb's raw poster path (`/abc.jpg`).
    public let posterPath: String?
    public let voteAverage: Double?
    /// When it was put on the watchlist here (read only; the sync adds titles at its own time).
    public let addedAt: Date?

    public init(
        kind: WatchlistKind, tmdbID: Int, title: String, releaseDate: Date? = nil, posterPath: String? = nil,
        voteAverage: Double? = nil, addedAt: Date? = nil
    ) {
        self.kind = kind
        self.tmdbID = tmdbID
        self.title = title
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.voteAverage = voteAverage
        self.addedAt = addedAt
    }
}
