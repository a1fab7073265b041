import GRDB

/// One cast credit as every context stores it: a row of a cast table owned by a movie's or a
/// series' credits, or of an episode's guest stars.
public struct CastMemberRow: Codable, OwnedRow {
    /// The person's TMDb id.
    public var personID: Int
    public var castID: Int?
    public var creditID: String
    public var name: String
    public var character: String
    /// A `Gender` raw value.
    public var gender: Int
    public var profilePath: String?
    public var order: Int

    public init(
        personID: Int,
        castID: Int?,
        creditID: String,
        name: String,
        character: String,
        gender: Int,
        profilePath: String?,
        order: Int
    ) {
        self.personID = personID
        self.castID = castID
        self.creditID = creditID
        self.name = name
        self.character = character
        self.gender = gender
        self.profilePath = profilePath
        self.order = order
    }

    /// The row's columns, for a migration's ``OwnedRowTable/create(in:parent:ownerType:columns:)``.
    ///
    /// Shipped migrations depend on it: never edit it; a schema change is a new migration.
    public static func defineColumns(_ table: TableDefinition) {
        CreditPersonColumns.define(table)
        table.column("castID", .integer)
        table.column("character", .text).notNull()
        table.column("order", .integer).notNull()
    }
}
