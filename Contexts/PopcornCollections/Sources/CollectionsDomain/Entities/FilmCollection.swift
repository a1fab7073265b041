import Foundation

/// A TMDb collection: the movies of one franchise (The Godfather Collection), which a movie's
/// details name and `popcorn collection` opens.
///
/// Its parts are kept in the order TMDb sends them; the application layer decides the order a
/// reader sees.
public struct FilmCollection: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let overview: String?
    public let posterPath: URL?
    public let backdropPath: URL?
    /// The collection's movies, in TMDb's order.
    public let parts: [FilmCollectionPart]

    public init(
        id: Int,
        name: String,
        overview: String? = nil,
        posterPath: URL? = nil,
        backdropPath: URL? = nil,
        parts: [FilmCollectionPart] = []
    ) {
        self.id = id
        self.name = name
        self.overview = overview
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.parts = parts
    }
}
