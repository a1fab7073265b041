import CoreDomain
import Foundation

/// One page of TMDb's collection search, with its paging totals.
///
/// It is a `ResultsPage`, so DataPersistence's shared preview-page cache stores it.
public struct FilmCollectionPreviewPage: ResultsPage, Equatable {
    /// The 1-based page number.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let results: [FilmCollectionPreview]

    public init(page: Int, totalPages: Int, totalResults: Int, results: [FilmCollectionPreview]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.results = results
    }
}
