import Foundation

/// A rating taken back, and when, as the sync with a TMDb account reads it.
public struct ClearedRatingDetails: Hashable, Sendable {
    public let item: TrackedItemDetails
    public let clearedAt: Date

    public init(item: TrackedItemDetails, clearedAt: Date) {
        self.item = item
        self.clearedAt = clearedAt
    }
}
