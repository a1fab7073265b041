import Foundation

/// Where user data files live (the search history, the watchlist): `$POPCORN_DATA_DIR`, else
/// `$XDG_DATA_HOME/popcorn`, else `~/.local/share/popcorn`.
///
/// Never the cache directory: `popcorn cache clear` and a deleted `~/.cache` must not touch them.
public enum DataLocation {
    /// The data directory for an environment; empty variables count as unset. `homeDirectory`
    /// defaults to ``HomeDirectory/url(environment:)``.
    public static func directory(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL? = nil
    ) -> URL {
        if let explicit = environment["POPCORN_DATA_DIR"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("popcorn", isDirectory: true)
        }
        return
            (homeDirectory ?? HomeDirectory.url(environment: environment))
            .appendingPathComponent(".local", isDirectory: true)
            .appendingPathComponent("share", isDirectory: true)
            .appendingPathComponent("popcorn", isDirectory: true)
    }
}
