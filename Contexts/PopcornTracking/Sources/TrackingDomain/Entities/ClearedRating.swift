import Foundation

/// A rating the person took back, and when: kept so that a sync with a TMDb account can tell a
/// rating taken back here after the account's change from one taken back before it.
public struct ClearedRating: Hashable, Sendable {
    /// What the rating was of, named as when rated.
    public let title: TrackedTitle
    public let clearedAt: Date

    public init(title: TrackedTitle, clearedAt: Date) {
        self.title = title
        self.clearedAt = clearedAt
    }
}
