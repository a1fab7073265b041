import ArgumentParser

/// Parsers for option values, so every bad value is a usage error (exit 64) with a message
/// that says what is expected.
enum ArgumentValues {
    /// The pages TMDb serves.
    static let pages = 1...500

    /// `--page`: a whole number in 1...500.
    static func page(_ text: String) throws -> Int {
        guard let page = Int(text), pages.contains(page) else {
            throw ValidationError("pages are numbered \(pages.lowerBound) to \(pages.upperBound)")
        }
        return page
    }

    /// `--year`: four digits, e.g. 1999.
    static func year(_ text: String) throws -> Int {
        guard text.count == 4, text.allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int(text), year >= 1000 else {
            throw ValidationError("a year is four digits, such as 1999")
        }
        return year
    }

    /// `--language`: `xx` or `xx-YY` (ISO 639-1 language, optional ISO 3166-1 region).
    static func language(_ text: String) throws -> String {
        guard isLanguageTag(text) else {
            throw ValidationError("a language looks like en-US or fr-FR")
        }
        return text
    }

    /// Whether `text` has the shape TMDb's `language` parameter takes: `en` or `en-US`.
    static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts[0].count == 2,
            parts[0].allSatisfy({ $0.isASCII && $0.isLowercase })
        else {
            return false
        }
        return parts.count == 1 || (parts[1].count == 2 && parts[1].allSatisfy({ $0.isASCII && $0.isUppercase }))
    }

    /// `--region`: two ASCII letters (an ISO 3166-1 alpha-2 code) in any case, upper-cased: `gb` is `GB`.
    static func region(_ text: String) throws -> String {
        guard let code = regionCode(text) else {
            throw ValidationError(regionAdvice)
        }
        return code
    }

    /// What a region looks like, for every message that refuses one.
    static let regionAdvice = "a region is two letters (an ISO 3166-1 code), such as US or GB"

    /// `text` upper-cased when it is two ASCII letters (ISO 3166-1 alpha-2), else `nil`.
    static func regionCode(_ text: String) -> String? {
        guard text.count == 2, text.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return nil
        }
        return text.uppercased()
    }

    /// The words of a `<ref>` of `kind`: an id or a themoviedb.org URL of that kind (a TV season or
    /// episode URL names its series), or a title to resolve by searching.
    static func reference(_ words: [String], kind: TMDbReferenceKind) throws(ValidationError) -> MediaReference {
        do {
            let reference = try MediaReference.parse(words, expecting: kind)
            if case .reference(let parsed) = reference {
                _ = try parsed.id(for: kind)
            }
            return reference
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// `<season>`: 0 (specials) or more, as `1` or `S01`.
    static func seasonNumber(_ text: String) throws -> Int {
        try EpisodeCode.seasonNumber(text)
    }
}
