import Foundation
import GRDB

/// A title's cached cast and crew: one row of the context's credits table, with its member rows
/// as relationship properties.
///
/// Credits are cached on their own, independently of the title's details: they can be fresh
/// while the details are not, or cached without them.
public struct CreditsEntity<Tables: CreditsTables>: CachedAggregateRecord, Equatable {
    public static var databaseTableName: String { Tables.creditsTable }

    /// The title's TMDb id, stored in ``CreditsTables/ownerColumn``.
    public var ownerID: Int
    /// The TMDb language the credits were fetched in; other languages read as a miss.
    public var language: String
    public var cachedAt: Date

    public var cast: [CastMemberRow]?
    public var crew: [CrewMemberRow]?

    public init(
        ownerID: Int,
        language: String,
        cachedAt: Date,
        cast: [CastMemberRow]? = nil,
        crew: [CrewMemberRow]? = nil
    ) {
        self.ownerID = ownerID
        self.language = language
        self.cachedAt = cachedAt
        self.cast = cast
        self.crew = crew
    }

    public init(row: Row) throws {
        ownerID = row[Tables.ownerColumn]
        language = row[Self.languageKey]
        cachedAt = row[Self.cachedAtKey]
        cast = try row.prefetchedRows[Self.castKey].map { try $0.map(CastMemberRow.init(row:)) }
        crew = try row.prefetchedRows[Self.crewKey].map { try $0.map(CrewMemberRow.init(row:)) }
    }

    // Only columns are written: cast and crew live in their child tables.
    public func encode(to container: inout PersistenceContainer) throws {
        container[Tables.ownerColumn] = ownerID
        container[Self.languageKey] = language
        container[Self.cachedAtKey] = cachedAt
    }

    public static var languageColumn: Column { Column(languageKey) }

    /// Credits with cast and crew prefetched: one query per association.
    public static var withChildren: QueryInterfaceRequest<Self> {
        all()
            .including(all: Tables.rows.cast.association(from: Self.self, key: castKey))
            .including(all: Tables.rows.crew.association(from: Self.self, key: crewKey))
    }

    public static var keyColumn: String { Tables.ownerColumn }

    public mutating func readChildren(_ db: Database) throws {
        cast = try Tables.rows.cast.rows(ofOwner: ownerID, in: db)
        crew = try Tables.rows.crew.rows(ofOwner: ownerID, in: db)
    }

    /// Replaces the member rows with the relationship properties, in the caller's transaction.
    public func replaceChildren(_ db: Database) throws {
        try Tables.rows.replaceRows(cast: cast ?? [], crew: crew ?? [], ofOwner: ownerID, in: db)
    }

    private static var languageKey: String { "language" }
    private static var cachedAtKey: String { "cachedAt" }
    private static var castKey: String { "cast" }
    private static var crewKey: String { "crew" }
}
