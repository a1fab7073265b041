import Foundation

/// Which title an entry is: its kind and its TMDb id (a movie and a series may share an id).
public struct WatchlistItemID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let kind: WatchlistKind
    /// The TMDb id of the movie or series.
    public let tmdbID: Int

    public init(kind: WatchlistKind, tmdbID: Int) {
        self.kind = kind
        self.tmdbID = tmdbID
    }

    /// `movie 550`, `tv 1396`: the words a reader types.
    public var description: String { "\(kind.rawValue) \(tmdbID)" }

    public static func < (lhs: WatchlistItemID, rhs: WatchlistItemID) -> Bool {
        (lhs.kind.rawValue, lhs.tmdbID) < (rhs.kind.rawValue, rhs.tmdbID)
    }
}
