import CoreDomain
import Foundation

extension TVSeriesMediaPreview {
    /// Breaking Bad as a search, trending or discover result, with every field set unless a test clears it.
    public static func mock(
        id: Int = 1396,
        name: String = "Breaking Bad",
        originalName: String? = "Breaking Bad",
        firstAirDate: Date? = .mockDay(year: 2008, month: 1, day: 20),
        popularity: Double? = 300.5,
        isAdultOnly: Bool = false
    ) -> TVSeriesMediaPreview {
        TVSeriesMediaPreview(
            id: id,
            name: name,
            originalName: originalName,
            originalLanguage: "en",
            overview: "A chemistry teacher turns to making methamphetamine.",
            firstAirDate: firstAirDate,
            posterPath: URL(string: "/ggFHVNu6YYI5L9pCfOacjizRGt.jpg"),
            backdropPath: URL(string: "/tsRy63Mu5cu8etL1X7ZLyf7UP1M.jpg"),
            genreIDs: [18, 80],
            originCountries: ["US"],
            popularity: popularity,
            voteAverage: 8.9,
            voteCount: 14_000,
            isAdultOnly: isAdultOnly
        )
    }
}
