import Foundation
import TMDbKit

/// Finds the bundled catalog without SwiftPM's `Bundle.module`, which calls `fatalError`
/// on Linux when the resource bundle is missing: the CLI must fail politely instead.
enum CatalogLocator {
    /// The resource bundle SwiftPM builds for this target: `<package>_<target>.resources`
    /// next to the executable on Linux, `<package>_<target>.bundle` on Apple platforms.
    static let bundleNames = ["TMDbKit_TMDbCatalog.resources", "TMDbKit_TMDbCatalog.bundle"]

    /// The first existing catalog directory among ``candidateDirectories()``.
    static func bundledCatalogDirectory() throws(TMDbError) -> URL {
        try firstExisting(in: candidateDirectories())
    }

    /// The first of `candidates` that is a directory, or the error the CLI shows.
    static func firstExisting(in candidates: [URL]) throws(TMDbError) -> URL {
        guard let found = candidates.first(where: isDirectory) else {
            throw .invalidRequest(
                "the offline catalog is missing: no TMDbKit_TMDbCatalog.resources/Catalog next to the executable"
                    + " (looked in \(candidates.count) places)"
            )
        }
        return found
    }

    /// Where the catalog may be, most likely first: beside `Bundle.main`, beside the
    /// resolved executable (`/proc/self/exe`, `argv[0]`), then SwiftPM's build directory.
    static func candidateDirectories() -> [URL] {
        var folders: [URL] = []
        let mainBundle = Bundle.main.bundleURL
        folders.append(mainBundle)
        folders.append(mainBundle.deletingLastPathComponent())
        if let executable = Bundle.main.executableURL {
            folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        let procExe = URL(fileURLWithPath: "/proc/self/exe")
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: procExe.path) {
            folders.append(URL(fileURLWithPath: resolved).deletingLastPathComponent())
        }
        if let argument = CommandLine.arguments.first, argument.contains("/") {
            let executable = URL(fileURLWithPath: argument).resolvingSymlinksInPath()
            folders.append(executable.deletingLastPathComponent())
        }
        folders += buildDirectories()

        var seen = Set<String>()
        var candidates: [URL] = []
        for folder in folders where seen.insert(folder.standardizedFileURL.path).inserted {
            for bundleName in bundleNames {
                let bundle = folder.appendingPathComponent(bundleName)
                candidates.append(bundle.appendingPathComponent("Catalog"))
                candidates.append(bundle.appendingPathComponent("Contents/Resources/Catalog"))
            }
        }
        return candidates
    }

    /// This package's `.build/debug` and `.build/release`, for `swift test` and `swift run`
    /// from the package directory (the path is where this file was compiled).
    static func buildDirectories() -> [URL] {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // TMDbCatalog
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()  // package root
        let build = packageRoot.appendingPathComponent(".build")
        return ["debug", "release"].map { build.appendingPathComponent($0) }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
