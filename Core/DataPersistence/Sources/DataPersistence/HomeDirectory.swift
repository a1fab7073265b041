import Foundation

/// The person's home directory as Unix programs find it: `$HOME`, else the password database.
///
/// Foundation's `homeDirectoryForCurrentUser` reads only the password database on Linux, so
/// `HOME=/tmp/sandbox popcorn ...` would still write under the real home; every default location
/// (cache, user data, config file) starts here instead.
public enum HomeDirectory {
    /// `$HOME` when set and not empty, else the current user's home from the password database.
    public static func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let home = environment["HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser
    }
}
