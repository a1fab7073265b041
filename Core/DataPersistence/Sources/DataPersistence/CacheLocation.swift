import Foundation

/// Where cache files live: `$POPCORN_CACHE_DIR`, else `$XDG_CACHE_HOME/popcorn`, else `~/.cache/popcorn`.
///
/// The composition root chooses the file names inside it (one per data source).
public enum CacheLocation {
    /// The cache directory for an environment; empty variables count as unset. `homeDirectory`
    /// defaults to ``HomeDirectory/url(environment:)``.
    public static func directory(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL? = nil
    ) -> URL {
        if let explicit = environment["POPCORN_CACHE_DIR"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("popcorn", isDirectory: true)
        }
        return
            (homeDirectory ?? HomeDirectory.url(environment: environment))
            .appendingPathComponent(".cache", isDirectory: true)
            .appendingPathComponent("popcorn", isDirectory: true)
    }
}
