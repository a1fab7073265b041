import CoreDomain
import Foundation

/// One search as TMDb runs it: the words, the kind looked for, an optional year and the page.
///
/// The year narrows movies by release year and series by first-air year; people have no year,
/// and a multi-search cannot be narrowed by one, so it is ignored there.
public struct MediaSearchQuery: Equatable, Hashable, Sendable {
    /// The words as typed, trimmed, in composed Unicode form (``CoreDomain/TypedText/normalized(_:)``).
    public let text: String
    public let kind: MediaSearchKind
    /// A four-digit year, or `nil`.
    public let year: Int?
    /// The 1-based page.
    public let page: Int

    public init(text: String, kind: MediaSearchKind = .all, year: Int? = nil, page: Int = 1) {
        self.text = TypedText.normalized(text)
        self.kind = kind
        self.year = (kind == .all || kind == .person) ? nil : year
        self.page = page
    }

    /// Whether there is nothing to search for (TMDb answers an empty page).
    public var isBlank: Bool {
        text.isEmpty
    }
}
