import Foundation
import TVSeriesDomain

extension TVSeriesPreview {
    /// Breaking Bad as a list shows it: a crime drama with its poster, backdrop and votes.
    public static func mock(
        id: Int = 1396,
        name: String = "Breaking Bad",
        originalName: String? = "Breaking Bad",
        originalLanguage: String? = "en",
        originCountry: [String]? = ["US"],
        overview: String? = "A chemistry teacher diagnosed with cancer turns to manufacturing meth.",
        firstAirDate: Date? = Date(timeIntervalSince1970: 1_200_787_200),
        genreIDs: [Int]? = [18, 80],
        posterPath: URL? = URL(string: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg"),
        backdropPath: URL? = URL(string: "/tsRy63Mu5cu8etL1X7ZLyf7UP1M.jpg"),
        popularity: Double? = 288.7,
        voteAverage: Double? = 8.9,
        voteCount: Int? = 13_000,
        isAdultOnly: Bool? = false
    ) -> TVSeriesPreview {
        TVSeriesPreview(
            id: id,
            name: name,
            originalName: originalName,
            originalLanguage: originalLanguage,
            originCountry: originCountry,
            overview: overview,
            firstAirDate: firstAirDate,
            genreIDs: genreIDs,
            posterPath: posterPath,
            backdropPath: backdropPath,
            popularity: popularity,
            voteAverage: voteAverage,
            voteCount: voteCount,
            isAdultOnly: isAdultOnly
        )
    }
}
