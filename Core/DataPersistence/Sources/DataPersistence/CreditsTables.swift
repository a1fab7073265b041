/// Where one context caches a title's cast and crew as a whole (`/movie/{id}/credits`,
/// `/tv/{id}/credits`): the parent table, its key column, and the two child tables.
///
/// A context declares one caseless enum conforming to it and stores ``CreditsEntity`` of it;
/// it still creates the tables in its own migrations.
public protocol CreditsTables: Sendable {
    /// The parent table, e.g. `movies_credits`: the owner column (primary key), `language`, `cachedAt`.
    static var creditsTable: String { get }
    /// The parent's primary-key column, which the child tables also use as their owner column.
    static var ownerColumn: String { get }
    /// The cast and crew tables, owned through ``ownerColumn``.
    static var rows: CreditRowTables { get }
}
