import CoreDomain

/// A text a screen shows in the reader's language, or in English where TMDb has none in that
/// language: the text, the language it is in, and whether it is the English stand-in.
public struct FallbackText: Equatable, Sendable {
    public let text: String?
    /// ISO 639-1 code of the language ``text`` is in; `nil` when there is no text.
    public let language: String?
    /// Whether ``text`` is English standing in for text TMDb has none of in the reader's language.
    public let isFallback: Bool

    /// `text` when TMDb sent it (not empty), else the English translation's `english`, when the
    /// reader's language is not English.
    /// - Parameter language: the reader's language (`fr-FR`); its primary subtag names the text's.
    public init(_ text: String?, english: String?, readerLanguage language: String) {
        let primary = Self.primarySubtag(language)
        if let text, !text.isEmpty {
            self.text = text
            self.language = primary.isEmpty ? "en" : primary
            isFallback = false
        } else if primary != "en", let english, !english.isEmpty {
            self.text = english
            self.language = "en"
            isFallback = true
        } else {
            self.text = text
            self.language = nil
            isFallback = false
        }
    }

    /// Whether a screen in `language` may need English stand-ins, and so asks for the title's
    /// translations with its details: any language but English.
    public static func needsTranslations(readerLanguage language: String) -> Bool {
        let primary = primarySubtag(language)
        return !primary.isEmpty && primary != "en"
    }

    /// `fr` of `fr-FR`, lower-cased.
    private static func primarySubtag(_ language: String) -> String {
        String(language.split(separator: "-", maxSplits: 1).first ?? "en").lowercased()
    }
}
