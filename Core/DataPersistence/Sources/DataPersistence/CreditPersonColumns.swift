import GRDB

/// The person columns every cast and crew row starts with, for ``CastMemberRow/defineColumns(_:)``
/// and ``CrewMemberRow/defineColumns(_:)``.
///
/// Shipped migrations depend on it: never edit it; a schema change is a new migration.
enum CreditPersonColumns {
    static func define(_ table: TableDefinition) {
        table.column("personID", .integer).notNull()
        table.column("creditID", .text).notNull()
        table.column("name", .text).notNull()
        table.column("gender", .integer).notNull()
        table.column("profilePath", .text)
    }
}
