import Foundation

/// One row of a page that may mix kinds (a search, trending, a discovery): a movie, a series or a
/// person, each with the fields TMDb sends for its kind.
///
/// Kinds TMDb may add later (such as collections) never become a `MediaPreview`: the adapter
/// leaves them out, so a new kind never fails a page.
public enum MediaPreview: Identifiable, Equatable, Sendable {
    case movie(MovieMediaPreview)
    case tvSeries(TVSeriesMediaPreview)
    case person(PersonMediaPreview)

    /// The TMDb id, unique within a kind only (movie 550 and person 550 both exist).
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

    /// The title or name in its original language, when TMDb gives one.
    public var originalTitle: String? {
        switch self {
        case .movie(let movie): movie.originalTitle
        case .tvSeries(let series): series.originalName
        case .person(let person): person.originalName
        }
    }

    /// The movie's release date or the series' first air date; people have none.
    public var date: Date? {
        switch self {
        case .movie(let movie): movie.releaseDate
        case .tvSeries(let series): series.firstAirDate
        case .person: nil
        }
    }

    /// TMDb's popularity score, used to rank matches.
    public var popularity: Double? {
        switch self {
        case .movie(let movie): movie.popularity
        case .tvSeries(let series): series.popularity
        case .person(let person): person.popularity
        }
    }
}
