import Foundation

/// One rating as `ratings` shows it and `--json` writes it.
public struct RatingDetails: Codable, Hashable, Sendable {
    public let item: TrackedItemDetails
    /// 0.5 to 10, in steps of 0.5.
    public let rating: Double
    public let ratedAt: Date

    public init(item: TrackedItemDetails, rating: Double, ratedAt: Date) {
        self.item = item
        self.rating = rating
        self.ratedAt = ratedAt
    }
}
