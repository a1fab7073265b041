import Foundation

/// What the person thinks of a movie, a series or an episode: one rating each, the latest given.
public struct Rating: Hashable, Sendable {
    /// What was rated, named as it was when rated.
    public let title: TrackedTitle
    public let value: RatingValue
    public let ratedAt: Date

    public init(title: TrackedTitle, value: RatingValue, ratedAt: Date) {
        self.title = title
        self.value = value
        self.ratedAt = ratedAt
    }

    /// What was rated.
    public var item: TrackedItem {
        title.item
    }
}
