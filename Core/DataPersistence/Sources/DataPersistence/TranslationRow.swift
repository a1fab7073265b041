import GRDB

/// One translation of a title as every context stores it: a row of a context's translation table,
/// owned by the title's translations.
public struct TranslationRow: Codable, OwnedRow {
    public var languageCode: String
    public var countryCode: String?
    public var englishName: String?
    public var title: String?
    public var overview: String?
    public var tagline: String?
    public var homepageURL: String?
    public var runtime: Int?

    public init(
        languageCode: String,
        countryCode: String?,
        englishName: String?,
        title: String?,
        overview: String?,
        tagline: String?,
        homepageURL: String?,
        runtime: Int?
    ) {
        self.languageCode = languageCode
        self.countryCode = countryCode
        self.englishName = englishName
        self.title = title
        self.overview = overview
        self.tagline = tagline
        self.homepageURL = homepageURL
        self.runtime = runtime
    }

    /// The row's columns, for a migration's ``OwnedRowsTables/createTables(in:columns:)``.
    ///
    /// Shipped migrations depend on it: never edit it; a schema change is a new migration.
    public static func defineColumns(_ table: TableDefinition) {
        table.column("languageCode", .text).notNull()
        table.column("countryCode", .text)
        table.column("englishName", .text)
        table.column("title", .text)
        table.column("overview", .text)
        table.column("tagline", .text)
        table.column("homepageURL", .text)
        table.column("runtime", .integer)
    }
}
