import Foundation

@testable import CollectionsInfrastructure

extension CollectionsFilmCollectionPartRow {
    /// The row `FilmCollectionPart.mock()` is stored as.
    static func mock(
        movieID: Int = 238,
        title: String = "The Godfather",
        releaseDate: Date? = Date(timeIntervalSince1970: 69_379_200),
        posterPath: String? = "/poster.jpg"
    ) -> CollectionsFilmCollectionPartRow {
        CollectionsFilmCollectionPartRow(
            movieID: movieID,
            title: title,
            originalTitle: title,
            originalLanguage: "en",
            overview: "An overview of \(title).",
            releaseDate: releaseDate,
            genreIDs: [18, 80],
            posterPath: posterPath,
            backdropPath: "/backdrop.jpg",
            popularity: 98.2,
            voteAverage: 8.689,
            voteCount: 20_400,
            hasVideo: false,
            isAdultOnly: false
        )
    }
}
