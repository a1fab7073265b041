import Foundation
import TVSeriesApplication

extension TVSeriesPreviewDetailsPage {
    /// A page of `count` numbered series out of `totalResults`.
    static func mock(page: Int = 1, totalPages: Int = 2, totalResults: Int = 24, count: Int = 20)
        -> TVSeriesPreviewDetailsPage
    {
        TVSeriesPreviewDetailsPage(
            page: page,
            totalPages: totalPages,
            totalResults: totalResults,
            results: (0..<count).map { index in
                TVSeriesPreviewDetails(
                    id: 2000 + index,
                    name: "Series \(index)",
                    firstAirDate: .day("2008-01-20"),
                    voteAverage: 8.25,
                    voteCount: 10
                )
            }
        )
    }
}
