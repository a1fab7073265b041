import Foundation

@testable import MoviesInfrastructure

extension MoviesMoviePreviewPageEntity {
    static func mock(
        pageKey: String = "movies:popular:page:1",
        page: Int = 1,
        totalPages: Int = 500,
        totalResults: Int = 10_000,
        language: String = "en-US",
        cachedAt: Date = Date(timeIntervalSince1970: 1_700_000_000),
        results: [MoviesMoviePreviewEntity]? = [
            .mock(position: 0, movieID: 550, title: "Fight Club"),
            .mock(position: 1, movieID: 680, title: "Pulp Fiction"),
        ]
    ) -> MoviesMoviePreviewPageEntity {
        MoviesMoviePreviewPageEntity(
            pageKey: pageKey,
            page: page,
            totalPages: totalPages,
            totalResults: totalResults,
            language: language,
            cachedAt: cachedAt,
            results: results
        )
    }
}
