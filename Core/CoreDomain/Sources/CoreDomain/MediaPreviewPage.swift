import Foundation

/// One page of movies, series or people (a search, trending, a discovery), with TMDb's paging
/// totals.
///
/// It is a `ResultsPage`, so DataPersistence's shared preview-page cache stores it.
public struct MediaPreviewPage: ResultsPage, Equatable {
    /// The 1-based page number.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let results: [MediaPreview]

    public init(page: Int, totalPages: Int, totalResults: Int, results: [MediaPreview]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.results = results
    }

    /// No results: what a blank query gives.
    public static func empty(page: Int) -> MediaPreviewPage {
        MediaPreviewPage(page: page, totalPages: 0, totalResults: 0, results: [])
    }
}
