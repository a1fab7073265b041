import CoreApplication
import SearchApplication

extension MediaPreviewDetailsPage {
    /// A page of a search: a movie, a series and a person unless told otherwise.
    static func mock(
        page: Int = 1,
        totalPages: Int = 1,
        totalResults: Int? = nil,
        results: [MediaPreviewDetails] = [.mockMovie(), .mockTVSeries(), .mockPerson()]
    ) -> MediaPreviewDetailsPage {
        MediaPreviewDetailsPage(
            page: page, totalPages: totalPages, totalResults: totalResults ?? results.count, results: results)
    }
}
