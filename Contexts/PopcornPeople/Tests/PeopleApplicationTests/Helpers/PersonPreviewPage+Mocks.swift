import Foundation
import PeopleDomain

extension PersonPreviewPage {
    static func mock(
        page: Int = 1,
        totalPages: Int = 2,
        totalResults: Int = 26,
        results: [PersonPreview] = [.mock()]
    ) -> PersonPreviewPage {
        PersonPreviewPage(page: page, totalPages: totalPages, totalResults: totalResults, results: results)
    }
}
