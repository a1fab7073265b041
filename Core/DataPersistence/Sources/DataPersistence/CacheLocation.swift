import Foundation

/// Where the cache file lives: `$POPCORN_CACHE_DIR`, else `$XDG_CACHE_HOME/popcorn`, else `~/.cache/popcorn`.
public enum CacheLocation {
    /// The file name of the cache database inside the cache directory.
    public static let fileName = "cache.sqlite"

    /// The cache directory for an environment.
    public static func directory(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL = FileManager.default.homeDirectoryForCurrentUser
    ) -> URL {
        if let explicit = environment["POPCORN_CACHE_DIR"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("popcorn", isDirectory: true)
        }
        return
            homeDirectory
            .appendingPathComponent(".cache", isDirectory: true)
            .appendingPathComponent("popcorn", isDirectory: true)
    }

    /// The cache database file for an environment.
    public static func databaseURL(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL = FileManager.default.homeDirectoryForCurrentUser
    ) -> URL {
        directory(environment: environment, homeDirectory: homeDirectory)
            .appendingPathComponent(fileName, isDirectory: false)
    }
}
