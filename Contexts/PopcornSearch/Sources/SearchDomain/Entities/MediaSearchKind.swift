import CoreDomain
import Foundation

/// What a search looks for: every kind at once (TMDb's multi-search) or one kind.
///
/// It is part of a search's identity: the cache keys pages by it and the history records it.
public enum MediaSearchKind: String, CaseIterable, Codable, Equatable, Sendable {
    case all
    case movie
    case tvSeries = "tv"
    case person

    /// The one kind searched for, or `nil` for ``all``.
    public var mediaKind: MediaKind? {
        switch self {
        case .all: nil
        case .movie: .movie
        case .tvSeries: .tvSeries
        case .person: .person
        }
    }

    /// Searches for one kind of result.
    public init(_ kind: MediaKind) {
        switch kind {
        case .movie: self = .movie
        case .tvSeries: self = .tvSeries
        case .person: self = .person
        }
    }
}
