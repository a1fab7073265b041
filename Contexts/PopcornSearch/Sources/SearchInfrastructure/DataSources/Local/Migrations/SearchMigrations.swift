import DataPersistence
import Foundation
import GRDB

/// The Search context's cache schema, registered into the shared cache migrator under the
/// `search` namespace. The search history is not here: it is user data, in its own file
/// (``SearchHistoryMigrations``).
///
/// Table and column names are spelled out here rather than taken from the records, so that a
/// shipped migration never changes when a record does; the page table's columns come from
/// DataPersistence's `PreviewPageTables.create(in:resultColumns:)` and the results' from
/// `MediaPreviewRow.defineColumns`, both pinned by DataPersistence's tests for that reason.
/// Never edit a shipped migration: add one.
public struct SearchMigrations: DatabaseMigrations {
    /// The prefix of every Search migration identifier.
    public let namespace = "search"

    public init() {}

    /// The parent tables `popcorn cache` counts and deletes. Results cascade with their page.
    public var cacheTables: [CacheTable] {
        [CacheTable(name: "search_media_page", kind: .search, context: namespace)]
    }

    /// Registers `search.v1.createTables`: result pages (`PreviewPageEntity`'s columns) and their
    /// results, keyed `(pageKey, position)` and deleted with their page.
    public func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createTables") { db in
            try SearchPreviewPageTables.create(in: db, resultColumns: MediaPreviewRow.defineColumns)
        }
    }
}
