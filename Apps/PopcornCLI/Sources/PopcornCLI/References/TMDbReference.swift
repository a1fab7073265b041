import Foundation

/// A `<ref>` argument: a positive TMDb id (`550`) or a themoviedb.org URL
/// (`https://www.themoviedb.org/movie/550-fight-club`, with or without scheme, `www.`,
/// query, fragment or a language prefix such as `/de/movie/550`). A TV URL may go on to a
/// season or an episode (`/tv/1396/season/1/episode/3`), which season and episode commands use.
struct TMDbReference: Sendable, Equatable {
    /// What the URL points at; `nil` for a bare id, whose kind the command decides.
    let kind: TMDbReferenceKind?
    /// The TMDb id (of the series, for TV URLs that go on to a season or episode).
    let id: Int
    /// The season a TV URL names (`/season/2`), 0 for specials; `nil` when it names none.
    let seasonNumber: Int?
    /// The episode a TV URL names (`/season/1/episode/3`); `nil` when it names none.
    let episodeNumber: Int?

    init(kind: TMDbReferenceKind?, id: Int, seasonNumber: Int? = nil, episodeNumber: Int? = nil) {
        self.kind = kind
        self.id = id
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
    }

    /// Parses a `<ref>` argument; error messages give examples of `expected`, the kind the command wants.
    static func parse(_ text: String, expecting expected: TMDbReferenceKind = .movie) throws(ReferenceError)
        -> TMDbReference
    {
        let trimmed = text.trimmingWhitespace()
        if !trimmed.isEmpty, trimmed.allSatisfy(\.isASCIIDigit) {
            return TMDbReference(kind: nil, id: try positiveID(trimmed, expected: expected))
        }
        return try parseURL(trimmed, expected: expected)
    }

    /// The id, provided the reference is a bare id or a URL of `expected`'s kind.
    func id(for expected: TMDbReferenceKind) throws(ReferenceError) -> Int {
        guard let kind, kind != expected else {
            return id
        }
        throw ReferenceError(
            description: "that URL is \(kind.article), not \(expected.article); use 'popcorn \(kind.rawValue) \(id)'"
        )
    }

    private static func parseURL(_ text: String, expected: TMDbReferenceKind) throws(ReferenceError) -> TMDbReference {
        guard let components = pagePath(text) else {
            throw invalid(expected)
        }
        if components.count >= 2, components[0] == collectionSegment {
            guard let digits = slugDigits(components[1]) else {
                throw invalid(expected)
            }
            let id = try positiveID(digits, expected: expected)
            throw ReferenceError(
                description: "that URL is a collection, not \(expected.article); use 'popcorn collection \(id)'")
        }
        guard components.count >= 2, let kind = TMDbReferenceKind(rawValue: components[0]) else {
            throw ReferenceError(
                description: "only themoviedb.org movie, TV, person and collection URLs are understood")
        }
        guard let digits = slugDigits(components[1]) else {
            throw invalid(expected)
        }
        let id = try positiveID(digits, expected: expected)
        guard kind == .tv else {
            return TMDbReference(kind: kind, id: id)
        }
        let (season, episode) = try seasonAndEpisode(Array(components.dropFirst(2)))
        return TMDbReference(kind: kind, id: id, seasonNumber: season, episodeNumber: episode)
    }

    /// The path segment of a themoviedb.org collection page (`/collection/230-the-godfather-collection`).
    static let collectionSegment = "collection"

    /// The path of a themoviedb.org URL below its host and any language prefix
    /// (`["movie", "550-fight-club"]`), without scheme, query or fragment; `nil` when the URL is not
    /// themoviedb.org's.
    static func pagePath(_ text: String) -> [String]? {
        var rest = Substring(text.trimmingWhitespace())
        for scheme in ["https://", "http://"] where rest.lowercased().hasPrefix(scheme) {
            rest = rest.dropFirst(scheme.count)
        }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            rest = rest[..<end]
        }
        var components = rest.split(separator: "/").map(String.init)
        let host = components.first?.lowercased() ?? ""
        guard host == "themoviedb.org" || host == "www.themoviedb.org" else {
            return nil
        }
        components.removeFirst()
        if let first = components.first, TMDbReferenceKind(rawValue: first) == nil, isLanguagePrefix(first) {
            components.removeFirst()
        }
        return components
    }

    /// The digits of the id a page's slug starts with (`550` of `550-fight-club` or `550`), or `nil`
    /// when the slug does not start with one.
    static func slugDigits(_ slug: String) -> String? {
        let digits = slug.prefix(while: \.isASCIIDigit)
        guard !digits.isEmpty, digits.count == slug.count || slug.dropFirst(digits.count).first == "-" else {
            return nil
        }
        return String(digits)
    }

    /// The season and episode numbers of what follows `/tv/{id}`: `season/2`, `season/1/episode/3`,
    /// or anything else (`cast`, nothing), which names neither.
    private static func seasonAndEpisode(_ rest: [String]) throws(ReferenceError) -> (Int?, Int?) {
        guard rest.first?.lowercased() == "season" else {
            return (nil, nil)
        }
        guard rest.count >= 2, let season = number(rest[1]) else {
            throw ReferenceError(description: "a season URL looks like https://www.themoviedb.org/tv/1396/season/1")
        }
        guard rest.count >= 3, rest[2].lowercased() == "episode" else {
            return (season, nil)
        }
        guard rest.count >= 4, let episode = number(rest[3]), episode > 0 else {
            throw ReferenceError(
                description: "an episode URL looks like https://www.themoviedb.org/tv/1396/season/1/episode/1")
        }
        return (season, episode)
    }

    /// A whole number written in ASCII digits only, 0 included.
    private static func number(_ text: String) -> Int? {
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit) else {
            return nil
        }
        return Int(text)
    }

    private static func positiveID(_ digits: String, expected: TMDbReferenceKind) throws(ReferenceError) -> Int {
        try positiveID(digits, exampleID: expected.exampleID)
    }

    /// The id `digits` (ASCII digits) spell, refused when it is 0 or too large for an id, the
    /// message showing `exampleID`.
    static func positiveID(_ digits: String, exampleID: Int) throws(ReferenceError) -> Int {
        guard let id = Int(digits) else {
            throw ReferenceError(
                description: "\(digits) is too large for a TMDb id; ids are numbers such as \(exampleID)")
        }
        guard id > 0 else {
            throw ReferenceError(description: "TMDb ids start at 1, such as \(exampleID)")
        }
        return id
    }

    /// `de`, `pt-BR`: the locale segment themoviedb.org may put before the kind.
    private static func isLanguagePrefix(_ segment: String) -> Bool {
        let parts = segment.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts[0].count == 2, parts[0].allSatisfy(\.isLetter) else {
            return false
        }
        return parts.count == 1 || (parts[1].count == 2 && parts[1].allSatisfy(\.isLetter))
    }

    private static func invalid(_ expected: TMDbReferenceKind) -> ReferenceError {
        ReferenceError(
            description: "expected a TMDb id such as \(expected.exampleID) or a themoviedb.org URL "
                + "such as \(expected.exampleURL)"
        )
    }
}

extension Character {
    /// `0`...`9` only (not other Unicode digits, which `Int(_:)` would reject anyway).
    fileprivate var isASCIIDigit: Bool {
        isASCII && isNumber
    }
}
