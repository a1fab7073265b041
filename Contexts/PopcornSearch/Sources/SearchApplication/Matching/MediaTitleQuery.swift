import CoreDomain
import Foundation
import SearchDomain

/// A title typed where an id was expected, split into the title and the year it may end with:
/// `fight club (1999)` is the title `fight club` from 1999.
public struct MediaTitleQuery: Equatable, Sendable {
    /// The title, trimmed, without a trailing `(YYYY)`.
    public let title: String
    /// The year given with `--year` or as a trailing `(YYYY)`; `--year` wins.
    public let year: Int?

    /// Splits `text`; `year` (from `--year`) wins over one written in the text.
    public init(_ text: String, year: Int? = nil) {
        let (title, written) = Self.splitYear(TypedText.normalized(text))
        self.title = title
        self.year = year ?? written
    }

    /// A person's name, whole: people have no year, so `(1963)` is part of what was typed.
    public init(name: String) {
        title = TypedText.normalized(name)
        year = nil
    }

    /// `("fight club", 1999)` for `fight club (1999)`; the text unchanged and `nil` otherwise.
    private static func splitYear(_ text: String) -> (String, Int?) {
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else {
            return (text, nil)
        }
        let digits = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let title = text[..<open].trimmingCharacters(in: .whitespaces)
        guard digits.count == 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int(digits),
            !title.isEmpty
        else {
            return (text, nil)
        }
        return (title, year)
    }
}
