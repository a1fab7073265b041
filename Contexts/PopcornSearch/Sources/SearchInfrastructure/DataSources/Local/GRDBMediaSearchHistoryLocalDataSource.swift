import CoreDomain
import DataPersistence
import Foundation
import GRDB
import SearchDomain

/// The search history in its own SQLite file (a `UserDataStore`), through GRDB.
///
/// Each write is one transaction: an upsert on `(queryKey, kind)` so a repeated search moves to
/// the top instead of being listed twice, then trimming to the newest ``capacity`` entries. The
/// file is opened on the first call, so commands that never touch the history never open it.
public struct GRDBMediaSearchHistoryLocalDataSource: MediaSearchHistoryLocalDataSource {
    /// How many searches the history keeps; older ones are dropped as new ones arrive.
    public static let capacity = 500

    private let store: UserDataStore
    private let mapper = MediaSearchHistoryEntryMapper()

    /// A data source over a store migrated with ``SearchHistoryMigrations``.
    public init(store: UserDataStore) {
        self.store = store
    }

    public func record(_ entry: MediaSearchHistoryEntry) async throws(DataAccessError) {
        let row = mapper.map(entry)
        try await write { db in
            try db.execute(
                sql: """
                    INSERT INTO search_media_search_history_entry (query, queryKey, kind, searchedAt)
                    VALUES (?, ?, ?, ?)
                    ON CONFLICT (queryKey, kind) DO UPDATE SET query = excluded.query, searchedAt = excluded.searchedAt
                    """,
                arguments: [row.query, row.queryKey, row.kind, row.searchedAt]
            )
            try db.execute(
                sql: """
                    DELETE FROM search_media_search_history_entry WHERE id NOT IN (
                        SELECT id FROM search_media_search_history_entry ORDER BY searchedAt DESC, id DESC LIMIT ?)
                    """,
                arguments: [Self.capacity]
            )
        }
    }

    public func entries(limit: Int) async throws(DataAccessError) -> [MediaSearchHistoryEntry] {
        let database = try store.reader()
        let mapper = mapper
        do {
            return try await database.read { db in
                try SearchMediaSearchHistoryEntryEntity
                    .order(Column("searchedAt").desc, Column("id").desc)
                    .limit(limit)
                    .fetchAll(db)
                    .map(mapper.map)
            }
        } catch {
            throw .storage("the search history could not be read: \(Self.reason(error))")
        }
    }

    public func deleteAll() async throws(DataAccessError) -> Int {
        try await write { db in
            try SearchMediaSearchHistoryEntryEntity.deleteAll(db)
        }
    }

    private func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws(DataAccessError)
        -> T
    {
        let database = try store.writer()
        do {
            return try await database.write(updates)
        } catch {
            throw .storage("the search history could not be written: \(Self.reason(error))")
        }
    }

    private static func reason(_ error: any Error) -> String {
        (error as? DatabaseError)?.message ?? String(describing: error)
    }
}
