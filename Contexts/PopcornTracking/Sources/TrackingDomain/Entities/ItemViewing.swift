/// What the diary says of one movie, series or episode: how often it was watched, when last, and
/// the person's rating. What a details screen shows beside TMDb's facts.
public struct ItemViewing: Hashable, Sendable {
    /// Watches of it (of its episodes, for a series).
    public let watchCount: Int
    public let lastWatchedOn: WatchDay?
    public let rating: RatingValue?

    public init(watchCount: Int, lastWatchedOn: WatchDay?, rating: RatingValue?) {
        self.watchCount = watchCount
        self.lastWatchedOn = lastWatchedOn
        self.rating = rating
    }

    /// Never watched nor rated.
    public static let none = ItemViewing(watchCount: 0, lastWatchedOn: nil, rating: nil)
}
