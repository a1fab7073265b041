/// How a details screen marks English text standing in for text TMDb has none of in the reader's
/// language, so nobody takes it for a translation.
enum EnglishFallbackNote {
    /// After a tagline: `Mischief. Mayhem. Soap. (in English)`.
    static let tagline = "(in English)"
    /// The line above an overview.
    static let overview = "In English: TMDb has no overview in this language."
}
