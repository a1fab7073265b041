import CoreApplication
import Foundation

extension MediaPreviewDetails {
    /// A discovered movie with its rating; Fight Club unless told otherwise.
    static func mockRatedMovie(
        id: Int = 550, title: String = "Fight Club", releaseDate: Date? = .day("1999-10-15"),
        voteAverage: Double? = 8.438, voteCount: Int? = 30_412
    ) -> MediaPreviewDetails {
        .movie(
            MovieMediaPreviewDetails(
                id: id, title: title, releaseDate: releaseDate, genreIDs: [18, 53], popularity: 63.9,
                voteAverage: voteAverage, voteCount: voteCount))
    }

    /// A discovered series with its rating; Breaking Bad unless told otherwise.
    static func mockRatedSeries(
        id: Int = 1396, name: String = "Breaking Bad", firstAirDate: Date? = .day("2008-01-20"),
        voteAverage: Double? = 8.912, voteCount: Int? = 15_204
    ) -> MediaPreviewDetails {
        .tvSeries(
            TVSeriesMediaPreviewDetails(
                id: id, name: name, firstAirDate: firstAirDate, genreIDs: [18, 80], popularity: 160.8,
                voteAverage: voteAverage, voteCount: voteCount))
    }
}
