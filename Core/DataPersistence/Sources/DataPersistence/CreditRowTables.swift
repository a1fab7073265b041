import GRDB

/// The two child tables that hold one kind of parent's cast and crew (a movie's credits, a
/// series' credits, an episode's guest stars and crew), both owned through the same column.
public struct CreditRowTables: Sendable {
    /// The cast (or guest star) rows.
    public let cast: OwnedRowTable<CastMemberRow>
    /// The crew rows.
    public let crew: OwnedRowTable<CrewMemberRow>

    /// The tables `cast` and `crew`, whose `ownerColumn` holds the parent's primary key.
    public init(cast: String, crew: String, ownerColumn: String) {
        self.cast = OwnedRowTable(cast, ownerColumn: ownerColumn)
        self.crew = OwnedRowTable(crew, ownerColumn: ownerColumn)
    }

    /// Replaces the owner's cast and crew rows with `cast` and `crew`, in the caller's transaction.
    public func replaceRows(
        cast castRows: [CastMemberRow],
        crew crewRows: [CrewMemberRow],
        ofOwner owner: some DatabaseValueConvertible & Sendable,
        in db: Database
    ) throws {
        try cast.replaceRows(castRows, ofOwner: owner, in: db)
        try crew.replaceRows(crewRows, ofOwner: owner, in: db)
    }

    /// Inserts `cast` and `crew` for an owner that has no rows yet, in the caller's transaction.
    public func insertRows(
        cast castRows: [CastMemberRow],
        crew crewRows: [CrewMemberRow],
        ofOwner owner: some DatabaseValueConvertible & Sendable,
        in db: Database
    ) throws {
        try cast.insertRows(castRows, ofOwner: owner, in: db)
        try crew.insertRows(crewRows, ofOwner: owner, in: db)
    }
}
