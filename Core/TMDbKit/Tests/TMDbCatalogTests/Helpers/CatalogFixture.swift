import Foundation
import TMDbKit
import Testing

/// Catalog directories for tests: the small hand-written one in `Fixtures/Catalog`, and
/// generated ones in a temporary directory for paging through many movies.
enum CatalogFixture {
    static func smallCatalog() throws -> URL {
        try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/Catalog")
    }

    /// A catalog of `count` movies with ids 1...count, popularity `count - id + 1`, and a
    /// `popular` list in id order; removed by the caller with ``remove(_:)``.
    static func generatedCatalog(count: Int) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        let movies = root.appendingPathComponent("movies")
        try FileManager.default.createDirectory(at: movies, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        for id in 1...count {
            let movie = MovieDetailsDTO(
                genres: [GenreDTO(id: 18, name: "Drama")], id: id, originalTitle: "Movie \(id)",
                popularity: Double(count - id + 1), releaseDate: "2000-01-01", title: "Movie \(id)")
            try encoder.encode(movie).write(to: movies.appendingPathComponent("\(id).json"))
        }
        let lists = ["popular": Array(1...count), "top_rated": [], "now_playing": [], "upcoming": []]
        try encoder.encode(lists).write(to: root.appendingPathComponent("movie_lists.json"))
        try Data(#"{"images":{}}"#.utf8).write(to: root.appendingPathComponent("configuration.json"))
        return root
    }

    static func remove(_ directory: URL) {
        try? FileManager.default.removeItem(at: directory)
    }
}
