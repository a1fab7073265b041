import GRDB

/// One context's schema history, registered into the single shared migrator.
///
/// Each context owns a namespace so that identifiers never collide; a migration that has
/// shipped is never edited, only followed by a new one.
public protocol DatabaseMigrations: Sendable {
    /// The prefix of this context's migration identifiers, e.g. `movies`.
    var namespace: String { get }

    /// Registers the context's migrations, oldest first.
    func register(in migrator: inout NamespacedMigrator)
}
