import CoreDomain
import Foundation

extension MediaPreviewPage {
    /// A mixed first page: a movie, a series and a person, in TMDb's order.
    public static func mock(
        page: Int = 1,
        totalPages: Int = 3,
        totalResults: Int = 42,
        results: [MediaPreview] = [.movie(.mock()), .tvSeries(.mock()), .person(.mock())]
    ) -> MediaPreviewPage {
        MediaPreviewPage(page: page, totalPages: totalPages, totalResults: totalResults, results: results)
    }
}
