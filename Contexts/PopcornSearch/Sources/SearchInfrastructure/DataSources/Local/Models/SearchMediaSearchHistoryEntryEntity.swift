import Foundation
import GRDB

/// One search in the history: a row of `search_media_search_history_entry`, in the user-data file.
///
/// `(queryKey, kind)` is unique, so the same search is stored once; an upsert moves it to the
/// newest time and spelling.
struct SearchMediaSearchHistoryEntryEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "search_media_search_history_entry"

    /// Assigned by SQLite; orders searches made within the same instant.
    var id: Int64?
    /// The query as typed.
    var query: String
    /// The query folded (`MediaSearchHistoryEntry.key`): what makes two searches the same.
    var queryKey: String
    /// A `MediaSearchKind` raw value.
    var kind: String
    var searchedAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
