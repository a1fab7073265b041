import Foundation

/// One entry of the diary: the person watched a movie or an episode on a day. Re-watches are
/// entries of their own, so a movie watched twice has two.
public struct Watch: Identifiable, Hashable, Sendable {
    /// The diary's own number for the entry, rising with each one logged.
    public let id: Int64
    /// A movie or an episode (never a whole series), named as it was when logged.
    public let title: TrackedTitle
    public let watchedOn: WatchDay
    /// When it was logged; orders entries of the same day.
    public let loggedAt: Date

    public init(id: Int64, title: TrackedTitle, watchedOn: WatchDay, loggedAt: Date) {
        self.id = id
        self.title = title
        self.watchedOn = watchedOn
        self.loggedAt = loggedAt
    }

    /// What was watched.
    public var item: TrackedItem {
        title.item
    }
}
