import Foundation

@testable import TVSeriesInfrastructure

extension TVSeriesPreviewPageEntity {
    static func mock(
        pageKey: String = "tv:popular:page:1",
        page: Int = 1,
        totalPages: Int = 500,
        totalResults: Int = 10_000,
        language: String = "en-US",
        cachedAt: Date = Date(timeIntervalSince1970: 1_700_000_000),
        results: [TVSeriesPreviewEntity]? = [
            .mock(position: 0), .mock(position: 1, tvSeriesID: 1399, name: "Game of Thrones"),
        ]
    ) -> TVSeriesPreviewPageEntity {
        TVSeriesPreviewPageEntity(
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
