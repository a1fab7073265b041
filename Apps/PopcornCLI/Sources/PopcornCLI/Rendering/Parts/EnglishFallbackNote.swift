/// How a screen marks English text standing in for text TMDb has none of in the reader's language,
/// so nobody takes it for a translation.
enum EnglishFallbackNote {
    /// After a tagline, or a text laid out in one line: `Mischief. Mayhem. Soap. (in English)`.
    static let suffix = "(in English)"
    /// The line above an overview on a details screen.
    static let overview = "In English: TMDb has no overview in this language."

    /// `text`, followed by ``suffix`` when it is an English stand-in; `""` for no text.
    static func marked(_ text: String?, isFallback: Bool) -> String {
        guard let text, !text.isEmpty else {
            return ""
        }
        return isFallback ? text + " " + suffix : text
    }
}
