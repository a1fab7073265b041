import Foundation

/// What an import did: the entries it added, and those already on the watchlist (left as they were,
/// so that importing the same file twice changes nothing).
public struct WatchlistImportResult: Equatable, Sendable {
    public let added: [WatchlistItemID]
    public let alreadyThere: [WatchlistItemID]

    public init(added: [WatchlistItemID], alreadyThere: [WatchlistItemID]) {
        self.added = added
        self.alreadyThere = alreadyThere
    }
}
