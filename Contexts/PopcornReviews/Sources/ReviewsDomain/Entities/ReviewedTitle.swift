import Foundation

/// What a review is about: TMDb keeps reviews per movie and per series, under the title's own id.
///
/// The case and id are part of the reviews' cache key, so a case is never renamed.
public enum ReviewedTitle: Hashable, Sendable {
    /// A movie, by its TMDb id.
    case movie(id: Int)
    /// A TV series, by its TMDb id.
    case tvSeries(id: Int)

    /// The title's TMDb id, whichever kind it is.
    public var id: Int {
        switch self {
        case .movie(let id), .tvSeries(let id): id
        }
    }
}
