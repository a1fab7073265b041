/// What the diary says of a movie, series or episode, as its details screen shows it and `--json`
/// writes it beside TMDb's facts.
public struct ViewingDetails: Codable, Hashable, Sendable {
    /// Watches of it (of its episodes, for a series).
    public let watchCount: Int
    /// `YYYY-MM-DD` of the latest watch, if any.
    public let lastWatchedAt: String?
    /// 0.5 to 10, if rated.
    public let yourRating: Double?

    public init(watchCount: Int, lastWatchedAt: String? = nil, yourRating: Double? = nil) {
        self.watchCount = watchCount
        self.lastWatchedAt = lastWatchedAt
        self.yourRating = yourRating
    }
}
