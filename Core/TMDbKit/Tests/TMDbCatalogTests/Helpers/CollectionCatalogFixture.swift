import Foundation
import TMDbKit

/// A catalog written for collections, in a temporary directory: five movies, four of them in two
/// collections, whose dates and popularity tell the ordering rules apart. Remove it with
/// ``CatalogFixture/remove(_:)``.
///
/// | movie | collection | release date | popularity |
/// |---|---|---|---|
/// | 1 | 100 "Saga Collection" (named so here) | 2005-06-01 | 10 |
/// | 2 | 100 ("Saga Collection, misnamed": the lowest id names it) | (none) | 90 |
/// | 3 | 100 | 1999-01-15 | 5 |
/// | 4 | 200 "Other Collection" | 2010-01-01 | 20 |
/// | 5 | (none) | 2000-01-01 | 99 |
enum CollectionCatalogFixture {
    static func make() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("collections-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("movies"), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        for movie in movies {
            try encoder.encode(movie).write(to: root.appendingPathComponent("movies/\(movie.id).json"))
        }
        return root
    }

    static let saga = BelongsToCollectionDTO(
        id: 100, name: "Saga Collection", posterPath: "/saga-poster.jpg", backdropPath: "/saga-backdrop.jpg")

    static let movies = [
        movie(1, in: saga, released: "2005-06-01", popularity: 10),
        movie(2, in: BelongsToCollectionDTO(id: 100, name: "Saga Collection, misnamed"), released: "", popularity: 90),
        movie(3, in: saga, released: "1999-01-15", popularity: 5),
        movie(4, in: BelongsToCollectionDTO(id: 200, name: "Other Collection"), released: "2010-01-01", popularity: 20),
        movie(5, in: nil, released: "2000-01-01", popularity: 99),
    ]

    private static func movie(_ id: Int, in collection: BelongsToCollectionDTO?, released: String, popularity: Double)
        -> MovieDetailsDTO
    {
        MovieDetailsDTO(
            belongsToCollection: collection, genres: [GenreDTO(id: 18, name: "Drama")], id: id,
            popularity: popularity, releaseDate: released, title: "Movie \(id)", voteAverage: 7.5, voteCount: 100)
    }
}
