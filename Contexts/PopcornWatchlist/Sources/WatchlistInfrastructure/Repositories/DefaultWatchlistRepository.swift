import CoreDomain
import DataPersistence
import Foundation
import GRDB
import WatchlistDomain

/// The watchlist in its own SQLite file (a `UserDataStore` that keeps a `.bak`), through GRDB.
///
/// Every change is one transaction, durable once it returns; concurrent processes wait for each
/// other. Reading a watchlist that does not exist yet answers an empty one without creating the file.
public struct DefaultWatchlistRepository: WatchlistRepository {
    private let store: UserDataStore
    private let mapper = WatchlistEntryMapper()

    /// A repository over a store migrated with ``WatchlistMigrations``.
    public init(store: UserDataStore) {
        self.store = store
    }

    public func entries() async throws(DataAccessError) -> [WatchlistEntry] {
        guard store.exists else {
            return []
        }
        let mapper = mapper
        return try await store.read { db in
            // In the order they were added: the sort's tie-break for titles added within one second.
            try WatchlistEntryEntity.order(Column.rowID).fetchAll(db).compactMap(mapper.map)
        }
    }

    public func entry(_ id: WatchlistItemID) async throws(DataAccessError) -> WatchlistEntry? {
        guard store.exists else {
            return nil
        }
        let mapper = mapper
        return try await store.read { db in try Self.fetch(id, in: db).flatMap(mapper.map) }
    }

    public func add(_ title: WatchlistTitle, at addedAt: Date) async throws(DataAccessError) -> (
        WatchlistEntry, isNew: Bool
    ) {
        let mapper = mapper
        return try await store.write { db in
            if let existing = try Self.fetch(title.id, in: db).flatMap(mapper.map) {
                return (existing, false)
            }
            let entry = WatchlistEntry(title: title, addedAt: addedAt)
            try mapper.map(entry).insert(db)
            return (entry, true)
        }
    }

    public func remove(_ id: WatchlistItemID) async throws(DataAccessError) -> WatchlistEntry? {
        guard store.exists else {
            return nil
        }
        let mapper = mapper
        return try await store.write { db in
            guard let entity = try Self.fetch(id, in: db) else {
                return nil
            }
            try entity.delete(db)
            return mapper.map(entity)
        }
    }

    public func setWatched(_ id: WatchlistItemID, at date: Date?) async throws(DataAccessError) -> WatchlistEntry? {
        try await update(id) { $0.watchedAt = date }
    }

    public func setNote(_ id: WatchlistItemID, to note: String?) async throws(DataAccessError) -> WatchlistEntry? {
        try await update(id) { $0.note = note }
    }

    public func importEntries(_ entries: [WatchlistEntry]) async throws(DataAccessError) -> WatchlistImportResult {
        let mapper = mapper
        return try await store.write { db in
            // One query for what is there already, then one insert per new entry, all in this transaction.
            var present = Set(
                try Row.fetchAll(db, sql: "SELECT kind, tmdbID FROM watchlist_entry").map {
                    "\($0["kind"] as String) \($0["tmdbID"] as Int)"
                })
            var added: [WatchlistItemID] = []
            var alreadyThere: [WatchlistItemID] = []
            for entry in entries {
                guard present.insert("\(entry.id.kind.rawValue) \(entry.id.tmdbID)").inserted else {
                    alreadyThere.append(entry.id)
                    continue
                }
                try mapper.map(entry).insert(db)
                added.append(entry.id)
            }
            return WatchlistImportResult(added: added, alreadyThere: alreadyThere)
        }
    }

    public func applySync(adding: [WatchlistEntry], removing: [WatchlistItemID]) async throws(DataAccessError) {
        guard !adding.isEmpty || (!removing.isEmpty && store.exists) else {
            return
        }
        let mapper = mapper
        try await store.write { db in
            for id in removing {
                try WatchlistEntryEntity
                    .filter(
                        WatchlistEntryEntity.Columns.kind == id.kind.rawValue
                            && WatchlistEntryEntity.Columns.tmdbID == id.tmdbID
                    )
                    .deleteAll(db)
            }
            for entry in adding where try Self.fetch(entry.id, in: db) == nil {
                try mapper.map(entry).insert(db)
            }
        }
    }

    /// Changes one entry in one transaction; `nil` when the title is not on the watchlist (and no
    /// file is created for it).
    private func update(
        _ id: WatchlistItemID,
        _ change: @escaping @Sendable (inout WatchlistEntryEntity) -> Void
    ) async throws(DataAccessError) -> WatchlistEntry? {
        guard store.exists else {
            return nil
        }
        let mapper = mapper
        return try await store.write { db in
            guard var entity = try Self.fetch(id, in: db) else {
                return nil
            }
            change(&entity)
            try entity.update(db)
            return mapper.map(entity)
        }
    }

    /// The row of `id`, filtered by its columns rather than by a key: GRDB's `fetchOne(_:key:)` traps
    /// on a file without the table, where this throws (and the store names the file).
    private static func fetch(_ id: WatchlistItemID, in db: Database) throws -> WatchlistEntryEntity? {
        try WatchlistEntryEntity
            .filter(
                WatchlistEntryEntity.Columns.kind == id.kind.rawValue
                    && WatchlistEntryEntity.Columns.tmdbID == id.tmdbID
            )
            .fetchOne(db)
    }
}
