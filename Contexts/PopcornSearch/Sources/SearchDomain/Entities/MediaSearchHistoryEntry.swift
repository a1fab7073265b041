import Foundation

/// A search a person ran: what they typed, the kind they searched and when. User data, not cache.
///
/// Two entries are the same search when their ``key`` matches (case, accents and spacing aside,
/// same kind); the history keeps only the newest of them.
public struct MediaSearchHistoryEntry: Equatable, Sendable {
    /// The query as typed, trimmed.
    public let query: String
    public let kind: MediaSearchKind
    public let searchedAt: Date

    public init(query: String, kind: MediaSearchKind, searchedAt: Date) {
        self.query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        self.kind = kind
        self.searchedAt = searchedAt
    }

    /// The query folded for comparison: `Amélie  Poulain` and `amelie poulain` are one search.
    public var key: String {
        Self.fold(query)
    }

    /// Lower case, without diacritics, words separated by single spaces.
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }
}
