import Foundation
import TVSeriesDomain

extension TVSeriesPreviewPage {
    static func mock(
        page: Int = 1,
        totalPages: Int = 2,
        totalResults: Int = 26,
        results: [TVSeriesPreview] = [.mock()]
    ) -> TVSeriesPreviewPage {
        TVSeriesPreviewPage(page: page, totalPages: totalPages, totalResults: totalResults, results: results)
    }
}
