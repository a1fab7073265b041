import GRDB

/// One crew credit as every context stores it: a row of a crew table owned by a movie's or a
/// series' credits, or by an episode.
public struct CrewMemberRow: Codable, OwnedRow {
    /// The person's TMDb id.
    public var personID: Int
    public var creditID: String
    public var name: String
    public var job: String
    public var department: String
    /// A `Gender` raw value.
    public var gender: Int
    public var profilePath: String?

    public init(
        personID: Int,
        creditID: String,
        name: String,
        job: String,
        department: String,
        gender: Int,
        profilePath: String?
    ) {
        self.personID = personID
        self.creditID = creditID
        self.name = name
        self.job = job
        self.department = department
        self.gender = gender
        self.profilePath = profilePath
    }

    /// The row's columns, for a migration's ``OwnedRowTable/create(in:parent:ownerType:columns:)``.
    ///
    /// Shipped migrations depend on it: never edit it; a schema change is a new migration.
    public static func defineColumns(_ table: TableDefinition) {
        CreditPersonColumns.define(table)
        table.column("job", .text).notNull()
        table.column("department", .text).notNull()
    }
}
