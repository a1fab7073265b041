import Foundation
import TMDbKit

/// The catalog's stand-in for TMDb's title search: a movie (or series) matches when every
/// word of the query appears (ignoring case and diacritics) in its title or original title
/// (a series' name or original name).
struct CatalogTitleMatcher {
    private let words: [String]

    init(query: String) {
        words = query.split(whereSeparator: { $0.isWhitespace }).map { Self.fold(String($0)) }
    }

    /// `true` when the query has no words (TMDb answers an empty page).
    var isEmpty: Bool { words.isEmpty }

    func matches(title: String, originalTitle: String?) -> Bool {
        let title = Self.fold(title)
        let original = originalTitle.map(Self.fold) ?? ""
        return words.allSatisfy { title.contains($0) || original.contains($0) }
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
