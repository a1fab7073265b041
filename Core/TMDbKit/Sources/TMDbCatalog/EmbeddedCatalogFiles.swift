import Foundation
import TMDbCatalogFiles

/// The catalog compiled into the binary (`TMDbCatalogFiles`, written by `Scripts/embed-catalog.sh`):
/// nothing to find on disk, so a copied executable works anywhere, and nothing is read until a
/// file is asked for, as the bytes are mapped with the program.
struct EmbeddedCatalogFiles: CatalogFiles {
    /// One embedded file's bytes, which live as long as the program.
    private struct File: @unchecked Sendable {
        let bytes: UnsafePointer<UInt8>
        let count: Int
    }

    /// Every embedded file by its path under `Catalog/`.
    private static let files: [String: File] = {
        var count = 0
        let table = UnsafeBufferPointer(start: tmdb_catalog_files(&count), count: count)
        var files: [String: File] = [:]
        files.reserveCapacity(count)
        for file in table {
            files[String(cString: file.path)] = File(bytes: file.bytes, count: file.size)
        }
        return files
    }()

    /// Every embedded path, sorted: what tests compare with the `Catalog/` folder.
    static var paths: [String] {
        files.keys.sorted()
    }

    func data(at relativePath: String) -> Data? {
        guard let file = Self.files[relativePath] else {
            return nil
        }
        // A copy, as Data may write in place into storage it takes without copying.
        return Data(UnsafeBufferPointer(start: file.bytes, count: file.count))
    }

    func names(inFolder folder: String) -> [String] {
        let prefix = folder + "/"
        return Self.files.keys.compactMap { path in
            guard path.hasPrefix(prefix) else {
                return nil
            }
            let name = path.dropFirst(prefix.count)
            return name.contains("/") ? nil : String(name)
        }
    }
}
