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

    /// Adds `count` people to a ``generatedCatalog(count:)`` of at least `count` titles: ids
    /// 1...count named `Person <id>`, also known as `Alias <id>`, popularity `id` (so the most
    /// popular is the last). Person 1 plays in movies 2...count (credit `m<id>`) and created
    /// series 1 (credit `c1`); nobody else has credits.
    static func addPeople(to root: URL, count: Int) throws {
        let people = root.appendingPathComponent("people")
        try FileManager.default.createDirectory(at: people, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        for id in 1...count {
            let person = PersonDetailsDTO(
                alsoKnownAs: ["Alias \(id)"], id: id, knownForDepartment: "Acting", name: "Person \(id)",
                popularity: Double(id))
            try encoder.encode(person).write(to: people.appendingPathComponent("\(id).json"))
        }
        for movieID in 2...count {
            let credits = MovieCreditsDTO(
                id: movieID, cast: [CastMemberDTO(id: 1, name: "Person 1", creditID: "m\(movieID)", order: 0)])
            try encoder.encode(credits).write(to: root.appendingPathComponent("movies/\(movieID).credits.json"))
        }
        let series = TVSeriesDetailsDTO(
            createdBy: [CreatorDTO(id: 1, creditID: "c1", name: "Person 1")], firstAirDate: "2010-01-01",
            genres: [GenreDTO(id: 18, name: "Drama")], id: 1, name: "Series 1", originalName: "Series 1",
            popularity: Double(count))
        try encoder.encode(series).write(to: root.appendingPathComponent("tv/1.json"))
    }

    static func remove(_ directory: URL) {
        try? FileManager.default.removeItem(at: directory)
    }
}
