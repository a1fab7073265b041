import GRDB

/// One offer of a title in one country as every context stores it: a row of a context's watch
/// provider table, owned by the title's watch providers.
public struct WatchProviderRow: Codable, OwnedRow {
    /// ISO 3166-1 code of the country.
    public var countryCode: String
    /// TMDb's page of the country's offers, repeated on each of the country's rows.
    public var link: String?
    /// `flatrate`, `rent`, `buy`, `free` or `ads`, as TMDb names the lists.
    public var offer: String
    public var providerID: Int
    public var name: String
    public var logoPath: String?
    public var displayPriority: Int?

    public init(
        countryCode: String,
        link: String?,
        offer: String,
        providerID: Int,
        name: String,
        logoPath: String?,
        displayPriority: Int?
    ) {
        self.countryCode = countryCode
        self.link = link
        self.offer = offer
        self.providerID = providerID
        self.name = name
        self.logoPath = logoPath
        self.displayPriority = displayPriority
    }

    /// The row's columns, for a migration's ``OwnedRowsTables/createTables(in:columns:)``.
    ///
    /// Shipped migrations depend on it: never edit it; a schema change is a new migration.
    public static func defineColumns(_ table: TableDefinition) {
        table.column("countryCode", .text).notNull()
        table.column("link", .text)
        table.column("offer", .text).notNull()
        table.column("providerID", .integer).notNull()
        table.column("name", .text).notNull()
        table.column("logoPath", .text)
        table.column("displayPriority", .integer)
    }
}
