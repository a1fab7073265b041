import DataPersistence
import Foundation
import GRDB

/// The Discover context's cache schema, registered into the shared cache migrator under the
/// `discover` namespace.
///
/// Table and column names are spelled out here rather than taken from the records, so that a
/// shipped migration never changes when a record does; the page table's columns come from
/// DataPersistence's `PreviewPageTables.create(in:resultColumns:)` and the results' from
/// `MediaPreviewRow.defineColumns`, both pinned by DataPersistence's tests for that reason.
/// Never edit a shipped migration: add one.
public struct DiscoverMigrations: DatabaseMigrations {
    /// The prefix of every Discover migration identifier.
    public let namespace = "discover"

    public init() {}

    /// The parent tables `popcorn cache` counts and deletes, as lists (fresh for an hour). Results
    /// cascade with their page.
    public var cacheTables: [CacheTable] {
        [CacheTable(name: "discover_media_page", kind: .list, context: namespace)]
    }

    /// Registers `discover.v1.createTables`: result pages (`PreviewPageEntity`'s columns) and their
    /// results, keyed `(pageKey, position)` and deleted with their page.
    public func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createTables") { db in
            try DiscoverPreviewPageTables.create(in: db, resultColumns: MediaPreviewRow.defineColumns)
        }
    }
}
