import Foundation

/// An `errno` in words that sit mid-sentence (`no space left on device`), so every message about a
/// failed read or write says the system's reason the same way.
public enum SystemErrorMessage {
    /// `strerror`'s words for `code`, lower-cased: `permission denied`.
    public static func text(errno code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
