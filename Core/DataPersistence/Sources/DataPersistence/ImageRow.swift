import GRDB

/// One image of a title or person as every context stores it: a row of a context's image table,
/// owned by the title's image collection, `kind` saying which list it belongs to.
public struct ImageRow: Codable, OwnedRow {
    /// `poster`, `logo`, `backdrop` or `profile`.
    public var kind: String
    public var filePath: String
    public var width: Int
    public var height: Int
    public var aspectRatio: Double
    public var languageCode: String?
    public var voteAverage: Double?
    public var voteCount: Int?

    public init(
        kind: String,
        filePath: String,
        width: Int,
        height: Int,
        aspectRatio: Double,
        languageCode: String?,
        voteAverage: Double?,
        voteCount: Int?
    ) {
        self.kind = kind
        self.filePath = filePath
        self.width = width
        self.height = height
        self.aspectRatio = aspectRatio
        self.languageCode = languageCode
        self.voteAverage = voteAverage
        self.voteCount = voteCount
    }

    /// The row's columns, for a migration's ``OwnedRowsTables/createTables(in:columns:)``.
    ///
    /// Shipped migrations depend on it: never edit it; a schema change is a new migration.
    public static func defineColumns(_ table: TableDefinition) {
        table.column("kind", .text).notNull()
        table.column("filePath", .text).notNull()
        table.column("width", .integer).notNull()
        table.column("height", .integer).notNull()
        table.column("aspectRatio", .double).notNull()
        table.column("languageCode", .text)
        table.column("voteAverage", .double)
        table.column("voteCount", .integer)
    }
}
