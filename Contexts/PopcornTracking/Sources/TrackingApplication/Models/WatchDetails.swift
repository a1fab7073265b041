import Foundation

/// One diary entry as `history` shows it and `--json` writes it.
public struct WatchDetails: Codable, Hashable, Sendable {
    public let id: Int64
    public let item: TrackedItemDetails
    /// `YYYY-MM-DD`.
    public let watchedOn: String
    public let loggedAt: Date

    public init(id: Int64, item: TrackedItemDetails, watchedOn: String, loggedAt: Date) {
        self.id = id
        self.item = item
        self.watchedOn = watchedOn
        self.loggedAt = loggedAt
    }
}
