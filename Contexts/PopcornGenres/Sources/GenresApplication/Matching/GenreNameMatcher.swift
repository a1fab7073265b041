import CoreDomain
import Foundation

/// Finds the genre a person typed among a kind's genres: by name, with case, diacritics,
/// punctuation and spacing folded away (`science fiction`, `SCIENCE-FICTION` and `sciencefiction`
/// all name Science Fiction; `sci-fi & fantasy` and `scifi fantasy` name Sci-Fi & Fantasy), or by
/// its TMDb id (`878`).
struct GenreNameMatcher {
    /// The genre of `genres` that `text` names, or `nil` when it names none of them.
    func genre(named text: String, among genres: [Genre]) -> Genre? {
        let typed = TypedText.normalized(text)
        if !typed.isEmpty, typed.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return Int(typed).flatMap { id in genres.first { $0.id == id } }
        }
        let key = Self.key(typed)
        guard !key.isEmpty else {
            return nil
        }
        return genres.first { Self.key($0.name) == key }
    }

    /// What two names must share to be the same genre: ``CoreDomain/TypedText/fold(_:)``, with
    /// the spaces between words dropped too.
    static func key(_ text: String) -> String {
        TypedText.fold(text).replacing(" ", with: "")
    }
}
