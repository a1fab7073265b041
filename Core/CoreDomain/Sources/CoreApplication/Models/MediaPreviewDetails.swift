import CoreDomain
import Foundation

/// One row of a mixed page for presentation: a movie, a series or a person.
///
/// In `--json` it is the result's own fields plus `"kind": "movie" | "tv" | "person"`, so a mixed
/// page reads as one flat list.
public enum MediaPreviewDetails: Identifiable, Equatable, Sendable {
    case movie(MovieMediaPreviewDetails)
    case tvSeries(TVSeriesMediaPreviewDetails)
    case person(PersonMediaPreviewDetails)

    /// The TMDb id, unique within a kind only.
    public var id: Int {
        switch self {
        case .movie(let movie): movie.id
        case .tvSeries(let series): series.id
        case .person(let person): person.id
        }
    }

    public var kind: MediaKind {
        switch self {
        case .movie: .movie
        case .tvSeries: .tvSeries
        case .person: .person
        }
    }

    /// The movie's title, the series' or the person's name.
    public var title: String {
        switch self {
        case .movie(let movie): movie.title
        case .tvSeries(let series): series.name
        case .person(let person): person.name
        }
    }

    /// The release or first-air date; people have none.
    public var date: Date? {
        switch self {
        case .movie(let movie): movie.releaseDate
        case .tvSeries(let series): series.firstAirDate
        case .person: nil
        }
    }
}

extension MediaPreviewDetails: Codable {
    private enum KindKey: String, CodingKey {
        case kind
    }

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.container(keyedBy: KindKey.self).decode(MediaKind.self, forKey: .kind)
        switch kind {
        case .movie: self = .movie(try MovieMediaPreviewDetails(from: decoder))
        case .tvSeries: self = .tvSeries(try TVSeriesMediaPreviewDetails(from: decoder))
        case .person: self = .person(try PersonMediaPreviewDetails(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: KindKey.self)
        try container.encode(kind, forKey: .kind)
        switch self {
        case .movie(let movie): try movie.encode(to: encoder)
        case .tvSeries(let series): try series.encode(to: encoder)
        case .person(let person): try person.encode(to: encoder)
        }
    }
}
