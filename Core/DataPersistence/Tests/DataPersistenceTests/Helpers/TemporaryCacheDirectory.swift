import DataPersistence
import Foundation

/// A fresh directory under the system's temporary directory, for tests that need real files.
struct TemporaryCacheDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("popcorn-cache-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The cache file the tests open: `cache.sqlite` in the directory.
    var cacheFile: URL { url.appendingPathComponent("cache.sqlite") }

    /// The names of the files in the directory, sorted.
    func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// A cache of the sample migrations made at ``cacheFile`` and closed again, as a run leaves it.
    func makeClosedCache() throws {
        let made = try PopcornDatabase.openCache(at: cacheFile, migrations: [PopcornDatabaseTests.SampleMigrations()])
        try made.database.writer.close()
    }

    /// Deletes the directory and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
