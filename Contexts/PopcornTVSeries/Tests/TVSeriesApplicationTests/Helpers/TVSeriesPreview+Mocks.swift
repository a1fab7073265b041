import Foundation
import TVSeriesDomain

extension TVSeriesPreview {
    static func mock(
        id: Int = 1396,
        name: String = "Breaking Bad",
        posterPath: URL? = URL(string: "/poster.jpg"),
        backdropPath: URL? = URL(string: "/backdrop.jpg")
    ) -> TVSeriesPreview {
        TVSeriesPreview(
            id: id,
            name: name,
            originalName: name,
            originalLanguage: "en",
            originCountry: ["US"],
            overview: "A chemistry teacher turns to making methamphetamine.",
            firstAirDate: Date(timeIntervalSince1970: 1_200_873_600),
            genreIDs: [18, 80],
            posterPath: posterPath,
            backdropPath: backdropPath,
            popularity: 400.5,
            voteAverage: 8.9,
            voteCount: 14_000,
            isAdultOnly: false
        )
    }
}
