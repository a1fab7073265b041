import Foundation

/// A catalog in a folder (the one holding `configuration.json`), read file by file on first use:
/// for tests that build a catalog of their own, and anyone who keeps one on disk.
struct DirectoryCatalogFiles: CatalogFiles {
    let directory: URL

    func data(at relativePath: String) -> Data? {
        try? Data(contentsOf: directory.appendingPathComponent(relativePath), options: .mappedIfSafe)
    }

    func names(inFolder folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)) ?? []
    }
}
