import SearchDomain

/// A collection's `<ref>` as typed: a TMDb collection id (`230`), a themoviedb.org collection URL
/// (`https://www.themoviedb.org/collection/230-the-godfather-collection`), or a name, which the
/// command resolves through TMDb's collection search before fetching.
enum FilmCollectionReference: Sendable, Equatable {
    /// An id, typed or taken from a URL.
    case id(Int)
    /// Words that are neither: a collection's name, trimmed, single-spaced.
    case name(String)

    /// A collection's id, for messages.
    static let exampleID = 230
    /// A themoviedb.org collection URL, for messages.
    static let exampleURL = "https://www.themoviedb.org/collection/230-the-godfather-collection"

    /// Parses the words of a collection's `<ref>`: all digits is an id; anything naming
    /// themoviedb.org or starting with `http://`/`https://` is a URL (and must be a collection's); an
    /// IMDb id or imdb.com URL is refused (IMDb files no collections); the rest is a name.
    static func parse(_ words: [String]) throws(ReferenceError) -> FilmCollectionReference {
        let text = words.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !text.isEmpty else {
            throw ReferenceError(
                description: "give a TMDb collection id such as \(exampleID), a themoviedb.org collection URL, "
                    + "or a collection's name")
        }
        if text.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return .id(try positiveID(text))
        }
        var imdb = IMDbID(text)
        if imdb == nil {
            imdb = try IMDbReference.parseURL(text)
        }
        if let imdb {
            throw ReferenceError(
                description: "\(imdb) is an IMDb id, and IMDb files no collections; "
                    + "a movie's screen names its collection ('popcorn movie <ref>')")
        }
        let lowered = text.lowercased()
        if lowered.contains("themoviedb.org") || lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            return .id(try urlID(text))
        }
        return .name(text)
    }

    /// The id a themoviedb.org collection URL names; a URL of another kind names the command that
    /// opens it.
    private static func urlID(_ text: String) throws(ReferenceError) -> Int {
        guard let path = TMDbReference.pagePath(text), path.count >= 2,
            let digits = TMDbReference.slugDigits(path[1])
        else {
            throw invalidURL
        }
        guard path[0] == TMDbReference.collectionSegment else {
            guard let kind = TMDbReferenceKind(rawValue: path[0]) else {
                throw invalidURL
            }
            throw ReferenceError(
                description: "that URL is \(kind.article), not a collection; use 'popcorn \(kind.rawValue) \(digits)'")
        }
        return try positiveID(digits)
    }

    private static func positiveID(_ digits: String) throws(ReferenceError) -> Int {
        try TMDbReference.positiveID(digits, exampleID: exampleID)
    }

    private static var invalidURL: ReferenceError {
        ReferenceError(
            description: "expected a TMDb collection id such as \(exampleID) or a themoviedb.org collection URL "
                + "such as \(exampleURL)")
    }
}
