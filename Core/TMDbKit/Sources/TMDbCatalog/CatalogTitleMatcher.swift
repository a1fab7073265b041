import Foundation
import TMDbKit

/// The catalog's stand-in for TMDb's title and people search: a movie (or series) matches
/// when every word of the query appears (ignoring case, diacritics, apostrophes and other
/// punctuation) in its title or original title (a series' name or original name), a person when
/// every word appears in their name or one of the other names they are known by. So
/// `spirited away!` finds "Spirited Away" and `fight-club` finds "Fight Club", as on TMDb.
struct CatalogTitleMatcher {
    private let words: [String]

    init(query: String) {
        words = Self.fold(query).split(separator: " ").map(String.init)
    }

    /// `true` when the query has no words (TMDb answers an empty page).
    var isEmpty: Bool { words.isEmpty }

    func matches(title: String, originalTitle: String?) -> Bool {
        matches(anyOf: originalTitle.map { [title, $0] } ?? [title])
    }

    /// `true` when every word of the query appears in at least one of `names`.
    func matches(anyOf names: [String]) -> Bool {
        let folded = names.map(Self.fold)
        return words.allSatisfy { word in folded.contains { $0.contains(word) } }
    }

    /// Case, diacritics and width folded, apostrophes dropped (`schindlers` finds "Schindler's
    /// List"), any other punctuation a space (`fight-club` finds "Fight Club").
    static func fold(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var scalars = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars where !apostrophes.contains(scalar) {
            scalars.append(CharacterSet.alphanumerics.contains(scalar) ? scalar : " ")
        }
        return String(scalars).split(separator: " ").joined(separator: " ")
    }

    private static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{02BC}"]
}
