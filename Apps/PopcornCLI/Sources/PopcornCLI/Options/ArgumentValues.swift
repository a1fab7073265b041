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

    /// `<ref>` of a movie command: an id or a themoviedb.org movie URL.
    static func movieID(_ text: String) throws -> Int {
        try TMDbReference.parse(text, expecting: .movie).id(for: .movie)
    }

    /// `<ref>` of a series command: an id or a themoviedb.org TV URL (a season or episode URL
    /// names its series).
    static func tvSeriesID(_ text: String) throws -> Int {
        try TMDbReference.parse(text, expecting: .tv).id(for: .tv)
    }

    /// `<ref>` of a person command: an id or a themoviedb.org person URL.
    static func personID(_ text: String) throws -> Int {
        try TMDbReference.parse(text, expecting: .person).id(for: .person)
    }

    /// `<ref>` of the season and episode commands: an id or a themoviedb.org TV URL, keeping
    /// the season and episode a URL names.
    static func tvReference(_ text: String) throws -> TMDbReference {
        let reference = try TMDbReference.parse(text, expecting: .tv)
        _ = try reference.id(for: .tv)
        return reference
    }

    /// `<season>`: 0 (specials) or more, as `1` or `S01`.
    static func seasonNumber(_ text: String) throws -> Int {
        try EpisodeCode.seasonNumber(text)
    }
}
