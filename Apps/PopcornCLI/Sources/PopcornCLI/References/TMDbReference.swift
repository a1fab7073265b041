import Foundation

/// A `<ref>` argument: a positive TMDb id (`550`) or a themoviedb.org URL
/// (`https://www.themoviedb.org/movie/550-fight-club`, with or without scheme, `www.`,
/// query, fragment or a language prefix such as `/de/movie/550`).
struct TMDbReference: Sendable, Equatable {
    /// What the URL points at; `nil` for a bare id, whose kind the command decides.
    let kind: TMDbReferenceKind?
    /// The TMDb id.
    let id: Int

    /// Parses a `<ref>` argument.
    static func parse(_ text: String) throws(ReferenceError) -> TMDbReference {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed.allSatisfy(\.isASCIIDigit) {
            return TMDbReference(kind: nil, id: try positiveID(trimmed))
        }
        return try parseURL(trimmed)
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

    private static func parseURL(_ text: String) throws(ReferenceError) -> TMDbReference {
        var rest = Substring(text)
        for scheme in ["https://", "http://"] where rest.lowercased().hasPrefix(scheme) {
            rest = rest.dropFirst(scheme.count)
        }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            rest = rest[..<end]
        }
        var components = rest.split(separator: "/").map(String.init)
        let host = components.first?.lowercased() ?? ""
        guard host == "themoviedb.org" || host == "www.themoviedb.org" else {
            throw invalid
        }
        components.removeFirst()
        if let first = components.first, TMDbReferenceKind(rawValue: first) == nil, isLanguagePrefix(first) {
            components.removeFirst()
        }
        guard components.count >= 2, let kind = TMDbReferenceKind(rawValue: components[0]) else {
            throw ReferenceError(description: "only themoviedb.org movie, TV and person URLs are understood")
        }
        let slug = components[1]
        let digits = slug.prefix(while: \.isASCIIDigit)
        guard !digits.isEmpty, digits.count == slug.count || slug.dropFirst(digits.count).first == "-" else {
            throw invalid
        }
        return TMDbReference(kind: kind, id: try positiveID(String(digits)))
    }

    private static func positiveID(_ digits: String) throws(ReferenceError) -> Int {
        guard let id = Int(digits), id > 0 else {
            throw ReferenceError(description: "TMDb ids are positive numbers such as 550")
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

    private static let invalid = ReferenceError(
        description: "expected a TMDb id such as 550 or a themoviedb.org URL "
            + "such as https://www.themoviedb.org/movie/550-fight-club"
    )
}

extension Character {
    /// `0`...`9` only (not other Unicode digits, which `Int(_:)` would reject anyway).
    fileprivate var isASCIIDigit: Bool {
        isASCII && isNumber
    }
}
