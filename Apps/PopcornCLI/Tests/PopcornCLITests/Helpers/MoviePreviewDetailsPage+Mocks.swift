import Foundation
import MoviesApplication

extension MoviePreviewDetailsPage {
    /// A page of `count` numbered movies out of `totalResults`.
    static func mock(page: Int = 1, totalPages: Int = 2, totalResults: Int = 26, count: Int = 20)
        -> MoviePreviewDetailsPage
    {
        MoviePreviewDetailsPage(
            page: page,
            totalPages: totalPages,
            totalResults: totalResults,
            results: (0..<count).map { index in
                MoviePreviewDetails(
                    id: 1000 + index,
                    title: "Movie \(index)",
                    releaseDate: Date(timeIntervalSince1970: 939_945_600),
                    voteAverage: 7.25,
                    voteCount: 10
                )
            }
        )
    }
}
