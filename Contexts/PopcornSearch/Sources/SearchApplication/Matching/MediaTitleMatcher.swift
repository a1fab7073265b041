import CoreDomain
import Foundation
import SearchDomain

/// Decides which search results a typed title names.
///
/// Titles are compared folded: case, diacritics and punctuation aside (`amelie` is "Amélie",
/// `schindlers list` is "Schindler's List", `dune part two` is "Dune: Part Two"). A result
/// matches exactly when its title or original title folds to the query. One exact match, or one
/// that is far more popular than the other exact matches, is the clear best match; anything else,
/// a lone inexact result included, is ambiguous.
struct MediaTitleMatcher {
    /// How many times more popular the top exact match must be than the next one to win outright.
    static let dominance = 10.0
    /// How many candidates an ambiguous answer lists at most.
    static let candidateLimit = 10

    func resolve(_ title: String, year: Int?, among results: [MediaPreview]) -> Resolved {
        let key = Self.fold(title)
        let exact = results.filter { result in
            Self.fold(result.title) == key || result.originalTitle.map(Self.fold) == key
        }
        let inYear = year.map { year in exact.filter { Self.year(of: $0) == year } } ?? exact
        let preferred = inYear.isEmpty ? exact : inYear
        switch preferred.count {
        case 1:
            return .match(preferred[0])
        case 2...:
            let ranked = preferred.sorted { ($0.popularity ?? 0) > ($1.popularity ?? 0) }
            if (ranked[0].popularity ?? 0) >= Self.dominance * max(ranked[1].popularity ?? 0, .leastNonzeroMagnitude) {
                return .match(ranked[0])
            }
            return .ambiguous(Array(ranked.prefix(Self.candidateLimit)))
        default:
            // Without an exact title nothing opens on its own, not even a lone result: a typo must
            // not open some other title with exit 0.
            return results.isEmpty ? .noMatch : .ambiguous(Array(results.prefix(Self.candidateLimit)))
        }
    }

    /// The text as titles are compared: ``CoreDomain/TypedText/fold(_:)``.
    static func fold(_ text: String) -> String {
        TypedText.fold(text)
    }

    private static func year(of result: MediaPreview) -> Int? {
        result.date.map { Calendar.gmt.component(.year, from: $0) }
    }

    /// The matcher's answer, in domain terms.
    enum Resolved: Equatable {
        case match(MediaPreview)
        case ambiguous([MediaPreview])
        case noMatch
    }
}

extension Calendar {
    /// The Gregorian calendar in GMT, in which TMDb's day-precision dates are parsed.
    fileprivate static let gmt: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT") ?? .current
        return calendar
    }()
}
