import Foundation
import TMDbKit
import Testing

/// Catalog directories for tests: the small hand-written one in `Fixtures/Catalog`, and
/// generated ones in a temporary directory for paging through many movies and series.
enum CatalogFixture {
    static func smallCatalog() throws -> URL {
        try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/Catalog")
    }

    /// A catalog of `count` movies and `count` TV series, both with ids 1...count, popularity
    /// `count - id + 1`, and a `popular` list in id order; removed by the caller with ``remove(_:)``.
    static func generatedCatalog(count: Int) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        let movies = root.appendingPathComponent("movies")
        let series = root.appendingPathComponent("tv")
        try FileManager.default.createDirectory(at: movies, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: series, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        for id in 1...count {
            let movie = MovieDetailsDTO(
                genres: [GenreDTO(id: 18, name: "Drama")], id: id, originalTitle: "Movie \(id)",
                popularity: Double(count - id + 1), releaseDate: "2000-01-01", title: "Movie \(id)")
            try encoder.encode(movie).write(to: movies.appendingPathComponent("\(id).json"))
            let show = TVSeriesDetailsDTO(
                firstAirDate: "2010-01-01", genres: [GenreDTO(id: 18, name: "Drama")], id: id,
                name: "Series \(id)", originalName: "Series \(id)", popularity: Double(count - id + 1))
            try encoder.encode(show).write(to: series.appendingPathComponent("\(id).json"))
        }
        let lists = ["popular": Array(1...count), "top_rated": [], "now_playing": [], "upcoming": []]
        try encoder.encode(lists).write(to: root.appendingPathComponent("movie_lists.json"))
        let tvLists = ["popular": Array(1...count), "top_rated": [], "on_the_air": [], "airing_today": []]
        try encoder.encode(tvLists).write(to: root.appendingPathComponent("tv_lists.json"))
        try Data(#"{"images":{}}"#.utf8).write(to: root.appendingPathComponent("configuration.json"))
        return root
    }

    static func remove(_ directory: URL) {
        try? FileManager.default.removeItem(at: directory)
    }
}
