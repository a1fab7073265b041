import Foundation

/// What `popcorn sync` did (or, with `dryRun`, would do): each change, here and on TMDb, in the
/// order made, the changes TMDb refused one by one, and the counts of its summary line. `syncedAt` is
/// an ISO 8601 instant in `--json`.
public struct SyncReportModel: Equatable, Sendable, Encodable {
    public let dryRun: Bool
    public let username: String
    public let changes: [SyncChangeModel]
    /// Changes made here that TMDb does not have yet (a request failed): they go with the next sync.
    public let pendingChanges: Int
    /// Changes TMDb refused for themselves (a title it no longer has): they stay pending.
    public let refusedChanges: [SyncChangeModel]
    public let syncedAt: Date

    public init(
        dryRun: Bool, username: String, changes: [SyncChangeModel], pendingChanges: Int,
        refusedChanges: [SyncChangeModel] = [], syncedAt: Date
    ) {
        self.dryRun = dryRun
        self.username = username
        self.changes = changes
        self.pendingChanges = pendingChanges
        self.refusedChanges = refusedChanges
        self.syncedAt = syncedAt
    }

    /// How many changes of `list` with `action` were made on `side`.
    public func count(side: String, list: String, action: String? = nil) -> Int {
        changes.count { $0.side == side && $0.list == list && (action == nil || $0.action == action) }
    }

    private enum CodingKeys: String, CodingKey {
        case dryRun, username, changes, pendingChanges, refusedChanges, syncedAt
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(dryRun, forKey: .dryRun)
        try container.encode(username, forKey: .username)
        try container.encode(changes, forKey: .changes)
        try container.encode(pendingChanges, forKey: .pendingChanges)
        try container.encode(refusedChanges, forKey: .refusedChanges)
        try container.encode(syncedAt.formatted(.iso8601), forKey: .syncedAt)
    }
}
