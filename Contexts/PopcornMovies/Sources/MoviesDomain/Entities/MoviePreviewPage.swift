import CoreDomain
import Foundation

/// One page of a movie list or search, with TMDb's paging totals.
public struct MoviePreviewPage: ResultsPage, Equatable {
    /// The 1-based page number.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let results: [MoviePreview]

    public init(page: Int, totalPages: Int, totalResults: Int, results: [MoviePreview]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.results = results
    }
}
