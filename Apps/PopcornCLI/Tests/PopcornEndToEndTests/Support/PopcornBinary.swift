import Foundation

/// Finds the `popcorn` executable the end-to-end tests drive: `$POPCORN_BIN`, else
/// `<repo root>/.build/debug/popcorn`, the repo root found from this file's path.
enum PopcornBinary {
    /// What to run when the binary is missing.
    static let buildHint = "run 'swift build --product popcorn' at the repository root first"

    /// The executable, or an error that says how to build it.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        let url: URL
        if let explicit = environment["POPCORN_BIN"], !explicit.isEmpty {
            url = URL(fileURLWithPath: explicit)
        } else {
            url = repositoryRoot().appendingPathComponent(".build/debug/popcorn")
        }
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw MissingBinary(path: url.path)
        }
        return url
    }

    /// The nearest ancestor of this file that holds the root `Package.swift` and `Apps/`.
    static func repositoryRoot(filePath: String = #filePath) -> URL {
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let manager = FileManager.default
            if manager.fileExists(atPath: directory.appendingPathComponent("Package.swift").path),
                manager.fileExists(atPath: directory.appendingPathComponent("Apps").path)
            {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// The binary was not found where expected.
    struct MissingBinary: Error, CustomStringConvertible {
        let path: String

        var description: String {
            "the popcorn binary is missing at \(path): \(PopcornBinary.buildHint) (or set POPCORN_BIN)"
        }
    }
}
