import Foundation

/// How text a person typed is read, in one place for every context: what is sent to TMDb, and
/// what counts as the same title, search or genre name.
public enum TypedText {
    /// Trimmed, in Unicode's composed form (NFC): `Ame\u{0301}lie` pasted from a decomposing
    /// system is sent, cached and recorded as `Amélie`.
    public static func normalized(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Text folded for comparison: lower case, no diacritics, full-width letters as ASCII,
    /// apostrophes dropped, other punctuation as spaces, single spaces. `Schindler's LIST`,
    /// `schindlers list` and `Schindler’s List` fold alike, as do `Amélie` and `amelie`, and
    /// `Sci-Fi & Fantasy` and `sci fi fantasy`.
    public static func fold(_ text: String) -> String {
        let folded = text.folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var scalars = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars where !apostrophes.contains(scalar) {
            scalars.append(CharacterSet.alphanumerics.contains(scalar) ? scalar : " ")
        }
        return String(scalars).split(separator: " ").joined(separator: " ")
    }

    private static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{02BC}"]
}
