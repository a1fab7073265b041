/// What `popcorn watched` logged: the watches, and the ratings given with them (`--rating`).
public struct LoggedWatches: Codable, Hashable, Sendable {
    public let watches: [WatchDetails]
    public let ratings: [RatingDetails]

    public init(watches: [WatchDetails], ratings: [RatingDetails]) {
        self.watches = watches
        self.ratings = ratings
    }
}
