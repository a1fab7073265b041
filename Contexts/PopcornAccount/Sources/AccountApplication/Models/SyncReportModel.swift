import Foundation

/// What `popcorn sync` did (or, with `dryRun`, would do): each change, here and on TMDb, in the
/// order made, and the counts of its summary line.
public struct SyncReportModel: Equatable, Sendable, Encodable {
    public let dryRun: Bool
    public let username: String
    public let changes: [SyncChangeModel]
    /// Changes made here that TMDb does not have yet (a request failed): they go with the next sync.
    public let pendingChanges: Int
    public let syncedAt: Date

    public init(dryRun: Bool, username: String, changes: [SyncChangeModel], pendingChanges: Int, syncedAt: Date) {
        self.dryRun = dryRun
        self.username = username
        self.changes = changes
        self.pendingChanges = pendingChanges
        self.syncedAt = syncedAt
    }

    /// How many changes of `list` with `action` were made on `side`.
    public func count(side: String, list: String, action: String? = nil) -> Int {
        changes.count { $0.side == side && $0.list == list && (action == nil || $0.action == action) }
    }
}
