/// A title on a watchlist, by kind and TMDb id: what the two sides' watchlists are compared by.
public struct WatchlistKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let kind: AccountTitleKind
    public let tmdbID: Int

    public init(_ kind: AccountTitleKind, _ tmdbID: Int) {
        self.kind = kind
        self.tmdbID = tmdbID
    }

    /// `movie:550`, `tv:1396`: how the sync base keeps it.
    public var description: String {
        "\(kind.rawValue):\(tmdbID)"
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.kind, lhs.tmdbID) < (rhs.kind, rhs.tmdbID)
    }
}
