import CoreDomain
import Foundation

/// A search a person ran: what they typed, the kind they searched and when. User data, not cache.
///
/// Two entries are the same search when their ``key`` matches (case, accents, punctuation and spacing aside,
/// same kind); the history keeps only the newest of them.
public struct MediaSearchHistoryEntry: Equatable, Sendable {
    /// The query as typed, trimmed.
    public let query: String
    public let kind: MediaSearchKind
    public let searchedAt: Date

    public init(query: String, kind: MediaSearchKind, searchedAt: Date) {
        self.query = TypedText.normalized(query)
        self.kind = kind
        self.searchedAt = searchedAt
    }

    /// The query folded for comparison (``CoreDomain/TypedText/fold(_:)``): `Amélie  Poulain` and
    /// `amelie poulain` are one search, as are `schindler's list` and `Schindlers List`.
    public var key: String {
        TypedText.fold(query)
    }
}
