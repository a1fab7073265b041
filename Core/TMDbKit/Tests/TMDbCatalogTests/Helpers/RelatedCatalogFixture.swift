import Foundation
import TMDbKit

/// A catalog written for recommendations and similar titles, in a temporary directory: six movies
/// whose genres and popularity tell the ranking rules apart. Remove it with
/// ``CatalogFixture/remove(_:)``.
///
/// | movie | genres | in common with 1 | popularity |
/// |---|---|---|---|
/// | 1 | 18, 53, 80 | (itself) | 10 |
/// | 2 | 18, 53 | 2 | 5 |
/// | 3 | 18 | 1 | 50 |
/// | 4 | 80 | 1 | 50 |
/// | 5 | 35 | 0 | 99 |
/// | 6 | 80, 53, 18 | 3 | 1 |
enum RelatedCatalogFixture {
    static func make() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("related-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("movies"), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        for movie in movies {
            try encoder.encode(movie).write(to: root.appendingPathComponent("movies/\(movie.id).json"))
        }
        return root
    }

    static let movies = [
        movie(1, genres: [18, 53, 80], popularity: 10), movie(2, genres: [18, 53], popularity: 5),
        movie(3, genres: [18], popularity: 50), movie(4, genres: [80], popularity: 50),
        movie(5, genres: [35], popularity: 99), movie(6, genres: [80, 53, 18], popularity: 1),
    ]

    private static func movie(_ id: Int, genres: [Int], popularity: Double) -> MovieDetailsDTO {
        MovieDetailsDTO(
            genres: genres.map { GenreDTO(id: $0, name: "Genre \($0)") }, id: id, popularity: popularity,
            title: "Movie \(id)")
    }
}
