/// Quotes words so that a command printed as a hint can be pasted into a POSIX shell as is.
enum ShellQuoting {
    /// Characters that never need quoting.
    private static let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:,+@%=")

    /// `fight` stays `fight`; `it's` becomes `'it'\''s'`; the empty word becomes `''`.
    static func quote(_ word: String) -> String {
        if !word.isEmpty, word.allSatisfy({ safe.contains($0) }) {
            return word
        }
        return "'" + word.replacing("'", with: #"'\''"#) + "'"
    }

    /// The words quoted and joined with spaces.
    static func join(_ words: [String]) -> String {
        words.map(quote).joined(separator: " ")
    }
}
