import Foundation

/// Where the catalog's files come from: compiled into the binary (``EmbeddedCatalogFiles``, what
/// the CLI uses) or a folder in the same layout (``DirectoryCatalogFiles``, what tests build).
protocol CatalogFiles: Sendable {
    /// The bytes of the file at `relativePath` (`movies/550.json`), or `nil` when there is none.
    func data(at relativePath: String) -> Data?

    /// The names of the files directly in `folder` (`movies`), in any order.
    func names(inFolder folder: String) -> [String]
}
