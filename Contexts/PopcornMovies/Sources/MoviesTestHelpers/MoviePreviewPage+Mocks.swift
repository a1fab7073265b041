import MoviesDomain

extension MoviePreviewPage {
    /// The first of 500 pages: Fight Club, Pulp Fiction and Forrest Gump.
    public static func mock(
        page: Int = 1,
        totalPages: Int = 500,
        totalResults: Int = 10_000,
        results: [MoviePreview] = [
            .mock(id: 550, title: "Fight Club"),
            .mock(id: 680, title: "Pulp Fiction", genreIDs: [53, 80]),
            .mock(id: 13, title: "Forrest Gump", genreIDs: [35, 18, 10749]),
        ]
    ) -> MoviePreviewPage {
        MoviePreviewPage(page: page, totalPages: totalPages, totalResults: totalResults, results: results)
    }
}
