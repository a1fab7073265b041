import CollectionsDomain
import Foundation

extension FilmCollectionPreviewPage {
    /// The first of three pages: two collections, "First Collection" and "Second Collection".
    public static func mock(
        page: Int = 1,
        totalPages: Int = 3,
        totalResults: Int = 42,
        results: [FilmCollectionPreview] = [
            .mock(id: 1, name: "First Collection", originalName: nil),
            .mock(id: 2, name: "Second Collection", originalName: nil),
        ]
    ) -> FilmCollectionPreviewPage {
        FilmCollectionPreviewPage(page: page, totalPages: totalPages, totalResults: totalResults, results: results)
    }
}
