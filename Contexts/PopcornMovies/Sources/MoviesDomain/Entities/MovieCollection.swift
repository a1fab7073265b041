import Foundation

/// The collection (franchise) a movie belongs to, such as The Godfather Collection.
public struct MovieCollection: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let posterPath: URL?
    public let backdropPath: URL?

    public init(id: Int, name: String, posterPath: URL? = nil, backdropPath: URL? = nil) {
        self.id = id
        self.name = name
        self.posterPath = posterPath
        self.backdropPath = backdropPath
    }
}
