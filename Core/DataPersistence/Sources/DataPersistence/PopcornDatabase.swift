import Foundation
import GRDB

/// Opens the one cache database every context shares, with every context's migrations applied.
public enum PopcornDatabase {
    /// The migrator holding the core migrations followed by each context's, in the order given.
    public static func migrator(for migrations: [any DatabaseMigrations]) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for set in [CoreMigrations()] + migrations {
            var namespaced = NamespacedMigrator(namespace: set.namespace, migrator: migrator)
            set.register(in: &namespaced)
            migrator = namespaced.migrator
        }
        return migrator
    }

    /// The cache file at `url` as a WAL `DatabasePool` with a busy timeout, migrated.
    ///
    /// The parent directory is created when missing.
    public static func openPool(
        at url: URL,
        migrations: [any DatabaseMigrations]
    ) throws -> DatabasePool {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        let pool = try DatabasePool(path: url.path, configuration: configuration())
        try migrator(for: migrations).migrate(pool)
        return pool
    }

    /// A private in-memory database with the real migrations, for tests.
    public static func inMemory(migrations: [any DatabaseMigrations]) throws -> DatabaseQueue {
        let queue = try DatabaseQueue(configuration: configuration())
        try migrator(for: migrations).migrate(queue)
        return queue
    }

    /// Foreign keys on (cascades rely on them) and a busy timeout so concurrent processes wait.
    static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(10)
        configuration.label = "popcorn-cache"
        return configuration
    }
}
