import SearchDomain

/// A `<ref>` argument as typed: a TMDb id or themoviedb.org URL, an IMDb id or imdb.com URL, or a
/// title to search for (`fight club`, `fight club (1999)`), which the command resolves before
/// fetching.
enum MediaReference: Sendable, Equatable {
    /// An id or a URL, parsed.
    case reference(TMDbReference)
    /// An IMDb id (`tt0137523`, `nm0000093`), typed or taken from an imdb.com URL, which TMDb's
    /// `/find` turns into a TMDb id.
    case imdb(IMDbID)
    /// Words that are neither: a title (or a person's name), trimmed, single-spaced.
    case title(String)

    /// The id an id or URL names; `nil` for an IMDb id or a title, which only TMDb can turn into an id.
    var id: Int? {
        guard case .reference(let reference) = self else {
            return nil
        }
        return reference.id
    }

    /// Parses the words of a `<ref>`: all digits is an id; `tt` or `nm` and digits, or an imdb.com
    /// URL, is an IMDb id; anything naming themoviedb.org or starting with `http://`/`https://` is a
    /// URL (and must be a valid one); the rest is a title.
    static func parse(_ words: [String], expecting expected: TMDbReferenceKind) throws(ReferenceError) -> MediaReference
    {
        let text = words.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !text.isEmpty else {
            throw ReferenceError(
                description:
                    "give a TMDb id such as \(expected.exampleID), a themoviedb.org URL, an IMDb id, or a title")
        }
        if let imdb = IMDbID(text) {
            return .imdb(imdb)
        }
        if let imdb = try IMDbReference.parseURL(text) {
            return .imdb(imdb)
        }
        let lowered = text.lowercased()
        let looksLikeURL =
            lowered.contains("themoviedb.org") || lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
        if looksLikeURL || text.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return .reference(try TMDbReference.parse(text, expecting: expected))
        }
        return .title(text)
    }
}
