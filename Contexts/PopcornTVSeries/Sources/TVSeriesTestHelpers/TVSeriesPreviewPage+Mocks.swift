import TVSeriesDomain

extension TVSeriesPreviewPage {
    /// The first of 500 pages: Breaking Bad, Game of Thrones and Better Call Saul.
    public static func mock(
        page: Int = 1,
        totalPages: Int = 500,
        totalResults: Int = 10_000,
        results: [TVSeriesPreview] = [
            .mock(id: 1396, name: "Breaking Bad"),
            .mock(id: 1399, name: "Game of Thrones", originCountry: ["US", "GB"], genreIDs: [10_765, 18]),
            .mock(id: 60_059, name: "Better Call Saul", genreIDs: [80, 18, 35]),
        ]
    ) -> TVSeriesPreviewPage {
        TVSeriesPreviewPage(page: page, totalPages: totalPages, totalResults: totalResults, results: results)
    }
}
