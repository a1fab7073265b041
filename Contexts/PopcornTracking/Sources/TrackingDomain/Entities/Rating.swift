import Foundation

/// What the person thinks of a movie, a series or an episode: one rating each, the latest given.
public struct Rating: Hashable, Sendable {
    public let item: TrackedItem
    public let value: RatingValue
    public let ratedAt: Date

    public init(item: TrackedItem, value: RatingValue, ratedAt: Date) {
        self.item = item
        self.value = value
        self.ratedAt = ratedAt
    }
}
