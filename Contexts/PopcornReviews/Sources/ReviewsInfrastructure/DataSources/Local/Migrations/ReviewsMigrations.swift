import DataPersistence
import Foundation
import GRDB

/// The Reviews context's cache schema, registered into the shared migrator under the
/// `reviews` namespace.
///
/// Table and column names are spelled out here rather than taken from the records, so that a
/// shipped migration never changes when a record does. Never edit a shipped migration: add one.
public struct ReviewsMigrations: DatabaseMigrations {
    /// The prefix of every Reviews migration identifier.
    public let namespace = "reviews"

    public init() {}

    /// The page table `popcorn cache` counts and deletes, kept like a list's page; its reviews cascade.
    public var cacheTables: [CacheTable] {
        [CacheTable(name: "reviews_review_page", kind: .list, context: namespace)]
    }

    /// Registers `reviews.v1.createTables`.
    public func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createTables") { db in
            try Self.createPageTables(db)
        }
    }

    /// The pages (`PreviewPageEntity`'s columns) and their reviews, keyed `(pageKey, position)` and
    /// deleted with their page.
    private static func createPageTables(_ db: Database) throws {
        try ReviewsPageTables.create(in: db) { table in
            table.column("reviewID", .text).notNull()
            table.column("author", .text).notNull()
            table.column("authorName", .text)
            table.column("authorUsername", .text)
            table.column("avatarPath", .text)
            table.column("rating", .double)
            table.column("content", .text).notNull()
            table.column("createdAt", .datetime).notNull()
            table.column("updatedAt", .datetime)
            table.column("url", .text)
        }
    }
}
