/// What a sync does: the changes to make here, those to send to TMDb, and the state both sides
/// agree on once they are made (the next sync's base).
public struct SyncPlan: Equatable, Sendable {
    /// Changes to make to the watchlist and ratings here, in key order.
    public let toHere: [SyncChange]
    /// Changes to send to the TMDb account, in key order.
    public let toTMDb: [SyncChange]
    /// The watchlist both sides hold once every change is made.
    public let watchlist: Set<WatchlistKey>
    /// The ratings both sides hold once every change is made.
    public let ratings: [RatedKey: Int]

    public init(toHere: [SyncChange], toTMDb: [SyncChange], watchlist: Set<WatchlistKey>, ratings: [RatedKey: Int]) {
        self.toHere = toHere
        self.toTMDb = toTMDb
        self.watchlist = watchlist
        self.ratings = ratings
    }

    /// Whether the two sides already agree.
    public var isEmpty: Bool {
        toHere.isEmpty && toTMDb.isEmpty
    }
}
