import CoreDomain
import Foundation

/// What a trending list holds: every kind mixed (TMDb's `/trending/all`) or one kind.
///
/// It is part of a list's identity: the cache keys pages by it. The raw values are TMDb's path
/// segments and the CLI's words (`all`, `movie`, `tv`, `person`).
public enum TrendingMediaKind: String, CaseIterable, Codable, Equatable, Sendable {
    case all
    case movie
    case tvSeries = "tv"
    case person

    /// The one kind listed, or `nil` for ``all``.
    public var mediaKind: MediaKind? {
        switch self {
        case .all: nil
        case .movie: .movie
        case .tvSeries: .tvSeries
        case .person: .person
        }
    }

    /// The list of one kind of result.
    public init(_ kind: MediaKind) {
        switch kind {
        case .movie: self = .movie
        case .tvSeries: self = .tvSeries
        case .person: self = .person
        }
    }
}
