import Foundation
import GRDB

/// One video of a title as every context stores it: a row of a context's video table, owned by the
/// title's video list.
public struct VideoRow: Codable, OwnedRow {
    public var videoID: String
    public var name: String
    public var key: String
    /// TMDb's name for the site (`YouTube`).
    public var site: String
    /// TMDb's name for the kind (`Trailer`).
    public var kind: String
    public var size: Int?
    public var isOfficial: Bool
    public var publishedAt: Date?
    public var languageCode: String?
    public var countryCode: String?

    public init(
        videoID: String,
        name: String,
        key: String,
        site: String,
        kind: String,
        size: Int?,
        isOfficial: Bool,
        publishedAt: Date?,
        languageCode: String?,
        countryCode: String?
    ) {
        self.videoID = videoID
        self.name = name
        self.key = key
        self.site = site
        self.kind = kind
        self.size = size
        self.isOfficial = isOfficial
        self.publishedAt = publishedAt
        self.languageCode = languageCode
        self.countryCode = countryCode
    }

    /// The row's columns, for a migration's ``OwnedRowsTables/createTables(in:columns:)``.
    ///
    /// Shipped migrations depend on it: never edit it; a schema change is a new migration.
    public static func defineColumns(_ table: TableDefinition) {
        table.column("videoID", .text).notNull()
        table.column("name", .text).notNull()
        table.column("key", .text).notNull()
        table.column("site", .text).notNull()
        table.column("kind", .text).notNull()
        table.column("size", .integer)
        table.column("isOfficial", .boolean).notNull()
        table.column("publishedAt", .datetime)
        table.column("languageCode", .text)
        table.column("countryCode", .text)
    }
}
