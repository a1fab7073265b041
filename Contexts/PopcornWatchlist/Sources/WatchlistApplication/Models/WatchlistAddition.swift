import Foundation

/// What `popcorn watchlist add` did: the entry, and whether it was added now or was already there
/// (then left as it was).
public struct WatchlistAddition: Codable, Equatable, Sendable {
    public let entry: WatchlistEntryDetails
    public let isNew: Bool

    public init(entry: WatchlistEntryDetails, isNew: Bool) {
        self.entry = entry
        self.isNew = isNew
    }
}
