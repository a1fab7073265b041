import Foundation

/// One title on the reader's watchlist: what was kept of it, when it was added, whether (and when)
/// it was watched, and the reader's note.
///
/// User data: it lives in its own file, never in the cache, and is never thrown away by popcorn.
public struct WatchlistEntry: Identifiable, Equatable, Sendable {
    public let title: WatchlistTitle
    public let addedAt: Date
    /// When it was marked watched; `nil` while it is still to watch.
    public let watchedAt: Date?
    /// The reader's own words about it; `nil` without one.
    public let note: String?

    /// The title's kind and TMDb id.
    public var id: WatchlistItemID { title.id }

    public init(title: WatchlistTitle, addedAt: Date, watchedAt: Date? = nil, note: String? = nil) {
        self.title = title
        self.addedAt = addedAt
        self.watchedAt = watchedAt
        self.note = note
    }
}
