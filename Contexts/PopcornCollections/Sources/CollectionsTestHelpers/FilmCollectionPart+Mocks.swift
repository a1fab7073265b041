import CollectionsDomain
import Foundation

extension FilmCollectionPart {
    /// A movie of a collection with every field set: The Godfather, released 1972-03-14, rated 8.689
    /// by 20,400 voters.
    public static func mock(
        id: Int = 238,
        title: String = "The Godfather",
        releaseDate: Date? = Date(timeIntervalSince1970: 69_379_200),
        posterPath: URL? = URL(string: "/poster.jpg"),
        backdropPath: URL? = URL(string: "/backdrop.jpg"),
        voteAverage: Double? = 8.689,
        voteCount: Int? = 20_400
    ) -> FilmCollectionPart {
        FilmCollectionPart(
            id: id,
            title: title,
            originalTitle: title,
            originalLanguage: "en",
            overview: "An overview of \(title).",
            releaseDate: releaseDate,
            genreIDs: [18, 80],
            posterPath: posterPath,
            backdropPath: backdropPath,
            popularity: 98.2,
            voteAverage: voteAverage,
            voteCount: voteCount,
            hasVideo: false,
            isAdultOnly: false
        )
    }

    /// The Godfather Part II, released 1974-12-20.
    public static let mockPartII = FilmCollectionPart.mock(
        id: 240, title: "The Godfather Part II", releaseDate: Date(timeIntervalSince1970: 156_729_600),
        voteAverage: 8.573, voteCount: 12_100)

    /// The Godfather Part III, released 1990-12-25.
    public static let mockPartIII = FilmCollectionPart.mock(
        id: 242, title: "The Godfather Part III", releaseDate: Date(timeIntervalSince1970: 662_083_200),
        voteAverage: 7.4, voteCount: 6_200)
}
