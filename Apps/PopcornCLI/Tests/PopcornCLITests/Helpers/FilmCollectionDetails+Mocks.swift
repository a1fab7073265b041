import CollectionsApplication
import Foundation

extension FilmCollectionDetails {
    /// The Godfather Collection as the application model gives it: an overview and four movies in
    /// release order, the last announced without a date or a rating.
    static func mock(
        overview: String? = "The Corleone family across three films: Vito's rise in New York, Michael's hold on the "
            + "family business, and what it costs him.",
        parts: [FilmCollectionPartDetails] = [
            .mock(id: 238, title: "The Godfather", releaseYear: 1972, rating: 8.7),
            .mock(id: 240, title: "The Godfather Part II", releaseYear: 1974, rating: 8.6),
            .mock(id: 242, title: "The Godfather Part III", releaseYear: 1990, rating: 7.4),
            .mock(id: 999, title: "The Godfather Part IV", releaseYear: nil, rating: nil),
        ]
    ) -> FilmCollectionDetails {
        FilmCollectionDetails(
            id: 230, name: "The Godfather Collection", overview: overview, posterURLSet: .mock(path: "/poster.jpg"),
            parts: parts)
    }
}

extension FilmCollectionPartDetails {
    /// A movie of a collection with what its row shows: id, title, year and rating.
    static func mock(id: Int, title: String, releaseYear: Int?, rating: Double?) -> FilmCollectionPartDetails {
        FilmCollectionPartDetails(
            id: id, title: title, releaseYear: releaseYear, voteAverage: rating, voteCount: rating == nil ? 0 : 100,
            rating: rating)
    }
}
