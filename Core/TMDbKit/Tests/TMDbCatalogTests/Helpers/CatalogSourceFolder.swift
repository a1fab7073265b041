import Foundation

/// The catalog's source folder, `Sources/TMDbCatalogFiles/Catalog`, found from this file's path:
/// what the embedded catalog must match byte for byte.
enum CatalogSourceFolder {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Helpers
        .deletingLastPathComponent()  // TMDbCatalogTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Sources/TMDbCatalogFiles/Catalog", isDirectory: true)

    /// Every `.json` file below the folder, by its path relative to it, sorted.
    static func jsonPaths() throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: url.path) else {
            return []
        }
        var paths: [String] = []
        while let path = walker.nextObject() as? String {
            if path.hasSuffix(".json") {
                paths.append(path)
            }
        }
        return paths.sorted()
    }
}
